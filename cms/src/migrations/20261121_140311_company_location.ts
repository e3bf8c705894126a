import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" ADD COLUMN "location_lat" numeric;
  ALTER TABLE "companies" ADD COLUMN "location_lng" numeric;
  ALTER TABLE "companies" ADD COLUMN "location_located_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "companies" DROP COLUMN "location_lat";
  ALTER TABLE "companies" DROP COLUMN "location_lng";
  ALTER TABLE "companies" DROP COLUMN "location_located_at";`)
}
