import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Fraud signals: the cases of "Podejrzane aktywności" (one open per signal and subject), held points (`held`), the
// device of a code attempt, and lookups by IP and by case.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fraud_cases_signal" AS ENUM('shared_code', 'batch_burst', 'ip_wrong_burst', 'many_devices');
  CREATE TYPE "public"."enum_fraud_cases_status" AS ENUM('open', 'released', 'cancelled', 'dismissed');
  ALTER TYPE "public"."enum_ledger_entries_source" ADD VALUE 'held';
  CREATE TABLE "fraud_cases" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"signal" "enum_fraud_cases_signal" NOT NULL,
  	"subject" varchar NOT NULL,
  	"partner_id" uuid,
  	"ip" varchar,
  	"code" varchar,
  	"status" "enum_fraud_cases_status" DEFAULT 'open' NOT NULL,
  	"hits" numeric DEFAULT 1 NOT NULL,
  	"first_seen_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"decided_by_id" uuid,
  	"decided_at" timestamp(3) with time zone,
  	"decision_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "code_attempts" ADD COLUMN "device" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fraud_cases_id" uuid;
  ALTER TABLE "fraud_cases" ADD CONSTRAINT "fraud_cases_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fraud_cases" ADD CONSTRAINT "fraud_cases_decided_by_id_staff_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "fraud_cases_subject_idx" ON "fraud_cases" USING btree ("subject");
  CREATE INDEX "fraud_cases_partner_idx" ON "fraud_cases" USING btree ("partner_id");
  CREATE INDEX "fraud_cases_status_idx" ON "fraud_cases" USING btree ("status");
  CREATE INDEX "fraud_cases_decided_by_idx" ON "fraud_cases" USING btree ("decided_by_id");
  CREATE INDEX "fraud_cases_updated_at_idx" ON "fraud_cases" USING btree ("updated_at");
  CREATE INDEX "fraud_cases_created_at_idx" ON "fraud_cases" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fraud_cases_fk" FOREIGN KEY ("fraud_cases_id") REFERENCES "public"."fraud_cases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "code_attempts_ip_idx" ON "code_attempts" USING btree ("ip");
  CREATE INDEX "payload_locked_documents_rels_fraud_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("fraud_cases_id");
  CREATE UNIQUE INDEX "fraud_cases_open_idx" ON "fraud_cases" USING btree ("signal", "subject") WHERE "status" = 'open';
  CREATE INDEX "ledger_entries_fraud_idx" ON "ledger_entries" USING btree ("reference") WHERE "reference" LIKE 'fraud:%';
  CREATE INDEX "code_attempts_devices_idx" ON "code_attempts" USING btree ("partner_id", "created_at", "device") WHERE "outcome" = 'registered';
  CREATE INDEX "code_attempts_wrong_by_ip_idx" ON "code_attempts" USING btree ("ip", "created_at") WHERE "outcome" IN ('not_found', 'invalid');
  CREATE INDEX "codes_partner_batch_idx" ON "codes" USING btree ("registered_by_id", "batch_id", "registered_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "ledger_entries_fraud_idx";
  DROP INDEX "code_attempts_devices_idx";
  DROP INDEX "code_attempts_wrong_by_ip_idx";
  DROP INDEX "codes_partner_batch_idx";
  ALTER TABLE "fraud_cases" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fraud_cases" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fraud_cases_fk";
  
  ALTER TABLE "ledger_entries" ALTER COLUMN "source" SET DATA TYPE text;
  DROP TYPE "public"."enum_ledger_entries_source";
  CREATE TYPE "public"."enum_ledger_entries_source" AS ENUM('code', 'training', 'promotion', 'order', 'refund', 'correction', 'expiry');
  ALTER TABLE "ledger_entries" ALTER COLUMN "source" SET DATA TYPE "public"."enum_ledger_entries_source" USING "source"::"public"."enum_ledger_entries_source";
  DROP INDEX "code_attempts_ip_idx";
  DROP INDEX "payload_locked_documents_rels_fraud_cases_id_idx";
  ALTER TABLE "code_attempts" DROP COLUMN "device";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fraud_cases_id";
  DROP TYPE "public"."enum_fraud_cases_signal";
  DROP TYPE "public"."enum_fraud_cases_status";`)
}
