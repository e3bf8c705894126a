import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trainings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"partner_id" uuid NOT NULL,
  	"name" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"coupon" varchar NOT NULL,
  	"code_id" uuid NOT NULL,
  	"points_tenths" numeric NOT NULL,
  	"registered_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "code_batches" ADD COLUMN "training_starts_at" timestamp(3) with time zone;
  ALTER TABLE "code_batches" ADD COLUMN "training_ends_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trainings_id" uuid;
  ALTER TABLE "trainings" ADD CONSTRAINT "trainings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trainings" ADD CONSTRAINT "trainings_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trainings_partner_idx" ON "trainings" USING btree ("partner_id");
  CREATE UNIQUE INDEX "trainings_code_idx" ON "trainings" USING btree ("code_id");
  CREATE INDEX "trainings_updated_at_idx" ON "trainings" USING btree ("updated_at");
  CREATE INDEX "trainings_created_at_idx" ON "trainings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trainings_fk" FOREIGN KEY ("trainings_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trainings_id_idx" ON "payload_locked_documents_rels" USING btree ("trainings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trainings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trainings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trainings_fk";
  
  DROP INDEX "payload_locked_documents_rels_trainings_id_idx";
  ALTER TABLE "code_batches" DROP COLUMN "training_starts_at";
  ALTER TABLE "code_batches" DROP COLUMN "training_ends_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trainings_id";`)
}
