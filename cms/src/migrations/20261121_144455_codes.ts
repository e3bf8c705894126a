import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_code_batches_kind" AS ENUM('product', 'training');
  CREATE TYPE "public"."enum_code_attempts_outcome" AS ENUM('not_found', 'already_registered', 'registered', 'invalid', 'rate_limited');
  CREATE TABLE "code_batches" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"product_id" uuid,
  	"kind" "enum_code_batches_kind" DEFAULT 'product' NOT NULL,
  	"training_name" varchar,
  	"points_per_code" numeric NOT NULL,
  	"count" numeric NOT NULL,
  	"created_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "codes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"batch_id" uuid NOT NULL,
  	"product_id" uuid,
  	"points_tenths" numeric NOT NULL,
  	"registered_by_id" uuid,
  	"registered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "code_attempts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"code" varchar NOT NULL,
  	"partner_id" uuid NOT NULL,
  	"outcome" "enum_code_attempts_outcome" NOT NULL,
  	"ip" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "code_batches_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "codes_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "code_attempts_id" uuid;
  ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "code_batches" ADD CONSTRAINT "code_batches_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "codes" ADD CONSTRAINT "codes_batch_id_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."code_batches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "codes" ADD CONSTRAINT "codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "codes" ADD CONSTRAINT "codes_registered_by_id_partners_id_fk" FOREIGN KEY ("registered_by_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "code_attempts" ADD CONSTRAINT "code_attempts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "code_batches_product_idx" ON "code_batches" USING btree ("product_id");
  CREATE INDEX "code_batches_created_by_idx" ON "code_batches" USING btree ("created_by_id");
  CREATE INDEX "code_batches_updated_at_idx" ON "code_batches" USING btree ("updated_at");
  CREATE INDEX "code_batches_created_at_idx" ON "code_batches" USING btree ("created_at");
  CREATE UNIQUE INDEX "codes_code_idx" ON "codes" USING btree ("code");
  CREATE INDEX "codes_batch_idx" ON "codes" USING btree ("batch_id");
  CREATE INDEX "codes_product_idx" ON "codes" USING btree ("product_id");
  CREATE INDEX "codes_registered_by_idx" ON "codes" USING btree ("registered_by_id");
  CREATE INDEX "codes_registered_at_idx" ON "codes" USING btree ("registered_at");
  CREATE INDEX "codes_updated_at_idx" ON "codes" USING btree ("updated_at");
  CREATE INDEX "codes_created_at_idx" ON "codes" USING btree ("created_at");
  CREATE INDEX "code_attempts_code_idx" ON "code_attempts" USING btree ("code");
  CREATE INDEX "code_attempts_partner_idx" ON "code_attempts" USING btree ("partner_id");
  CREATE INDEX "code_attempts_outcome_idx" ON "code_attempts" USING btree ("outcome");
  CREATE INDEX "code_attempts_idempotency_key_idx" ON "code_attempts" USING btree ("idempotency_key");
  CREATE INDEX "code_attempts_updated_at_idx" ON "code_attempts" USING btree ("updated_at");
  CREATE INDEX "code_attempts_created_at_idx" ON "code_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_batches_fk" FOREIGN KEY ("code_batches_id") REFERENCES "public"."code_batches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_codes_fk" FOREIGN KEY ("codes_id") REFERENCES "public"."codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_attempts_fk" FOREIGN KEY ("code_attempts_id") REFERENCES "public"."code_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_code_batches_id_idx" ON "payload_locked_documents_rels" USING btree ("code_batches_id");
  CREATE INDEX "payload_locked_documents_rels_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("codes_id");
  CREATE INDEX "payload_locked_documents_rels_code_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("code_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "code_batches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "code_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "code_batches" CASCADE;
  DROP TABLE "codes" CASCADE;
  DROP TABLE "code_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_code_batches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_code_attempts_fk";
  
  DROP INDEX "payload_locked_documents_rels_code_batches_id_idx";
  DROP INDEX "payload_locked_documents_rels_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_code_attempts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "code_batches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "code_attempts_id";
  DROP TYPE "public"."enum_code_batches_kind";
  DROP TYPE "public"."enum_code_attempts_outcome";`)
}
