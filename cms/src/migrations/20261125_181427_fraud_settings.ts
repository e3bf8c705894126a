import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The programme's fraud signal limits (0 turns one off).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programme_settings" ADD COLUMN "fraud_batch_codes" numeric DEFAULT 20;
  ALTER TABLE "programme_settings" ADD COLUMN "fraud_ip_wrong_codes" numeric DEFAULT 10;
  ALTER TABLE "programme_settings" ADD COLUMN "fraud_devices" numeric DEFAULT 4;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programme_settings" DROP COLUMN "fraud_batch_codes";
  ALTER TABLE "programme_settings" DROP COLUMN "fraud_ip_wrong_codes";
  ALTER TABLE "programme_settings" DROP COLUMN "fraud_devices";`)
}
