import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Points expiry: the ledger's `expiry` entries and the programme's expiry month.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_programme_settings_points_expiry_month" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  ALTER TYPE "public"."enum_ledger_entries_source" ADD VALUE 'expiry';
  ALTER TABLE "programme_settings" ADD COLUMN "points_expiry_month" "enum_programme_settings_points_expiry_month";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ledger_entries" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_ledger_entries_source";
  CREATE TYPE "public"."enum_ledger_entries_source" AS ENUM('code', 'training', 'promotion', 'order', 'refund', 'correction');
  ALTER TABLE "ledger_entries" ALTER COLUMN "source" SET DATA TYPE "public"."enum_ledger_entries_source" USING "source"::"public"."enum_ledger_entries_source";
  ALTER TABLE "programme_settings" DROP COLUMN "points_expiry_month";
  DROP TYPE "public"."enum_programme_settings_points_expiry_month";`)
}
