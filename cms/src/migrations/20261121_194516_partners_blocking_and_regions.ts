import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_companies_region" AS ENUM('Centrum', 'Północ', 'Północny Wschód', 'Wschód', 'Południowy Wschód', 'Południe', 'Zachód', 'Północny Zachód');
  ALTER TABLE "partners" ADD COLUMN "blocked_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "blocked_reason" varchar;
  ALTER TABLE "companies" ADD COLUMN "region" "enum_companies_region";
  CREATE INDEX "partners_blocked_at_idx" ON "partners" USING btree ("blocked_at");
  CREATE INDEX "companies_region_idx" ON "companies" USING btree ("region");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "partners_blocked_at_idx";
  DROP INDEX "companies_region_idx";
  ALTER TABLE "partners" DROP COLUMN "blocked_at";
  ALTER TABLE "partners" DROP COLUMN "blocked_reason";
  ALTER TABLE "companies" DROP COLUMN "region";
  DROP TYPE "public"."enum_companies_region";`)
}
