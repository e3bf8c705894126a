import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { DATA_DIR } from '../paths'

// Documents get their file's SHA-256 and every statement keeps the versions it accepted (issue 15: evidence).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" ADD COLUMN "sha256" varchar;
  ALTER TABLE "statements" ADD COLUMN "regulations_version" varchar;
  ALTER TABLE "statements" ADD COLUMN "regulations_sha256" varchar;
  ALTER TABLE "statements" ADD COLUMN "privacy_policy_version" varchar;
  ALTER TABLE "statements" ADD COLUMN "privacy_policy_sha256" varchar;
  ALTER TABLE "programme_settings" ADD COLUMN "limits_coupon_points_max" numeric DEFAULT 1000;
  ALTER TABLE "programme_settings" ADD COLUMN "limits_points_per_code_max" numeric DEFAULT 500;`)
  const { rows } = await db.execute<{ id: string; filename: string | null }>(sql`SELECT id, filename FROM documents`)
  for (const { id, filename } of rows) {
    if (!filename) continue
    // A file missing from this machine's data folder stays without a fingerprint rather than stopping the upgrade.
    const file = await fs.readFile(path.join(DATA_DIR, 'uploads', 'documents', filename)).catch(() => null)
    if (file)
      await db.execute(sql`UPDATE documents SET sha256 = ${crypto.createHash('sha256').update(file).digest('hex')} WHERE id = ${id}`)
  }
  await db.execute(sql`
    UPDATE statements s SET regulations_version = r.version, regulations_sha256 = r.sha256 FROM documents r WHERE r.id = s.regulations_id;
    UPDATE statements s SET privacy_policy_version = p.version, privacy_policy_sha256 = p.sha256 FROM documents p WHERE p.id = s.privacy_policy_id;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "documents" DROP COLUMN "sha256";
  ALTER TABLE "statements" DROP COLUMN "regulations_version";
  ALTER TABLE "statements" DROP COLUMN "regulations_sha256";
  ALTER TABLE "statements" DROP COLUMN "privacy_policy_version";
  ALTER TABLE "statements" DROP COLUMN "privacy_policy_sha256";
  ALTER TABLE "programme_settings" DROP COLUMN "limits_coupon_points_max";
  ALTER TABLE "programme_settings" DROP COLUMN "limits_points_per_code_max";`)
}
