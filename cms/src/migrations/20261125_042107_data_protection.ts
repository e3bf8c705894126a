import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programme_settings" ADD COLUMN "data_protection_controller_name" varchar DEFAULT 'Systemy Dachowe Polska Sp. z o.o.';
  ALTER TABLE "programme_settings" ADD COLUMN "data_protection_controller_address" varchar DEFAULT 'ul. Przemysłowa 12, 62-080 Tarnowo Podgórne';
  ALTER TABLE "programme_settings" ADD COLUMN "data_protection_processor_name" varchar DEFAULT 'Agencja Lojalnościowa Partner Sp. z o.o.';
  ALTER TABLE "programme_settings" ADD COLUMN "data_protection_processor_address" varchar DEFAULT 'ul. Mokotowska 21, 00-560 Warszawa';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programme_settings" DROP COLUMN "data_protection_controller_name";
  ALTER TABLE "programme_settings" DROP COLUMN "data_protection_controller_address";
  ALTER TABLE "programme_settings" DROP COLUMN "data_protection_processor_name";
  ALTER TABLE "programme_settings" DROP COLUMN "data_protection_processor_address";`)
}
