import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programme_settings" ADD COLUMN "branding_logo_id" uuid;
  ALTER TABLE "programme_settings" ADD COLUMN "branding_primary_colour" varchar DEFAULT '#0b4f6c';
  ALTER TABLE "programme_settings" ADD COLUMN "branding_accent_colour" varchar DEFAULT '#f4a259';
  ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_branding_logo_id_media_id_fk" FOREIGN KEY ("branding_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "programme_settings_branding_branding_logo_idx" ON "programme_settings" USING btree ("branding_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programme_settings" DROP CONSTRAINT "programme_settings_branding_logo_id_media_id_fk";
  
  DROP INDEX "programme_settings_branding_branding_logo_idx";
  ALTER TABLE "programme_settings" DROP COLUMN "branding_logo_id";
  ALTER TABLE "programme_settings" DROP COLUMN "branding_primary_colour";
  ALTER TABLE "programme_settings" DROP COLUMN "branding_accent_colour";`)
}
