import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A code batch can be revoked (a leaked batch): when and by whom.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "code_batches" ADD COLUMN "revoked_at" timestamp(3) with time zone;
  ALTER TABLE "code_batches" ADD COLUMN "revoked_by_id" uuid;
  ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_revoked_by_id_staff_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "code_batches_revoked_by_idx" ON "code_batches" USING btree ("revoked_by_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "code_batches" DROP CONSTRAINT "code_batches_revoked_by_id_staff_id_fk";
  
  DROP INDEX "code_batches_revoked_by_idx";
  ALTER TABLE "code_batches" DROP COLUMN "revoked_at";
  ALTER TABLE "code_batches" DROP COLUMN "revoked_by_id";`)
}
