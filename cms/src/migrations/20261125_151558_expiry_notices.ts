import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The points-expiry e-mails sent, one row per partner, date and notice (unique), so each goes once.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "expiry_notices" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"partner_id" uuid NOT NULL,
  	"last_day" varchar NOT NULL,
  	"days_before" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "expiry_notices_id" uuid;
  ALTER TABLE "expiry_notices" ADD CONSTRAINT "expiry_notices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "expiry_notices_partner_idx" ON "expiry_notices" USING btree ("partner_id");
  CREATE INDEX "expiry_notices_updated_at_idx" ON "expiry_notices" USING btree ("updated_at");
  CREATE INDEX "expiry_notices_created_at_idx" ON "expiry_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "partner_last_day_days_before_idx" ON "expiry_notices" USING btree ("partner_id","last_day","days_before");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_expiry_notices_fk" FOREIGN KEY ("expiry_notices_id") REFERENCES "public"."expiry_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_expiry_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("expiry_notices_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "expiry_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "expiry_notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_expiry_notices_fk";
  
  DROP INDEX "payload_locked_documents_rels_expiry_notices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "expiry_notices_id";`)
}
