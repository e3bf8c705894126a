import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_partners_tax_declaration" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_partners_preferred_language" AS ENUM('pl', 'en');
  ALTER TABLE "partners" ADD COLUMN "residence_address_commune" varchar;
  ALTER TABLE "partners" ADD COLUMN "residence_address_county" varchar;
  ALTER TABLE "partners" ADD COLUMN "residence_address_province_id" uuid;
  ALTER TABLE "partners" ADD COLUMN "correspondence_address_commune" varchar;
  ALTER TABLE "partners" ADD COLUMN "correspondence_address_county" varchar;
  ALTER TABLE "partners" ADD COLUMN "correspondence_address_province_id" uuid;
  ALTER TABLE "partners" ADD COLUMN "tax_declaration" "enum_partners_tax_declaration";
  ALTER TABLE "partners" ADD COLUMN "tax_pesel" varchar;
  ALTER TABLE "partners" ADD COLUMN "tax_tax_office" varchar;
  ALTER TABLE "partners" ADD COLUMN "tax_company_name" varchar;
  ALTER TABLE "partners" ADD COLUMN "tax_company_tax_identifier" varchar;
  ALTER TABLE "partners" ADD COLUMN "birth_date" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "preferred_language" "enum_partners_preferred_language" DEFAULT 'pl';
  ALTER TABLE "partners" ADD COLUMN "registration_coupon" varchar;
  ALTER TABLE "partners" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "confirmation_token_hash" varchar;
  ALTER TABLE "partners" ADD COLUMN "confirmation_expires_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_residence_address_province_id_provinces_id_fk" FOREIGN KEY ("residence_address_province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_correspondence_address_province_id_provinces_id_fk" FOREIGN KEY ("correspondence_address_province_id") REFERENCES "public"."provinces"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "partners_residence_address_residence_address_province_idx" ON "partners" USING btree ("residence_address_province_id");
  CREATE INDEX "partners_correspondence_address_correspondence_address_p_idx" ON "partners" USING btree ("correspondence_address_province_id");
  CREATE INDEX "partners_confirmed_at_idx" ON "partners" USING btree ("confirmed_at");
  CREATE INDEX "partners_confirmation_token_hash_idx" ON "partners" USING btree ("confirmation_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "partners" DROP CONSTRAINT "partners_residence_address_province_id_provinces_id_fk";
  
  ALTER TABLE "partners" DROP CONSTRAINT "partners_correspondence_address_province_id_provinces_id_fk";
  
  DROP INDEX "partners_residence_address_residence_address_province_idx";
  DROP INDEX "partners_correspondence_address_correspondence_address_p_idx";
  DROP INDEX "partners_confirmed_at_idx";
  DROP INDEX "partners_confirmation_token_hash_idx";
  ALTER TABLE "partners" DROP COLUMN "residence_address_commune";
  ALTER TABLE "partners" DROP COLUMN "residence_address_county";
  ALTER TABLE "partners" DROP COLUMN "residence_address_province_id";
  ALTER TABLE "partners" DROP COLUMN "correspondence_address_commune";
  ALTER TABLE "partners" DROP COLUMN "correspondence_address_county";
  ALTER TABLE "partners" DROP COLUMN "correspondence_address_province_id";
  ALTER TABLE "partners" DROP COLUMN "tax_declaration";
  ALTER TABLE "partners" DROP COLUMN "tax_pesel";
  ALTER TABLE "partners" DROP COLUMN "tax_tax_office";
  ALTER TABLE "partners" DROP COLUMN "tax_company_name";
  ALTER TABLE "partners" DROP COLUMN "tax_company_tax_identifier";
  ALTER TABLE "partners" DROP COLUMN "birth_date";
  ALTER TABLE "partners" DROP COLUMN "preferred_language";
  ALTER TABLE "partners" DROP COLUMN "registration_coupon";
  ALTER TABLE "partners" DROP COLUMN "confirmed_at";
  ALTER TABLE "partners" DROP COLUMN "confirmation_token_hash";
  ALTER TABLE "partners" DROP COLUMN "confirmation_expires_at";
  DROP TYPE "public"."enum_partners_tax_declaration";
  DROP TYPE "public"."enum_partners_preferred_language";`)
}
