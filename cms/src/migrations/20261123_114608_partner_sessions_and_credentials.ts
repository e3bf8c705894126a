import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "partner_credentials" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"partner_id" uuid NOT NULL,
  	"password_hash" varchar,
  	"password_changed_at" timestamp(3) with time zone,
  	"reset_token_hash" varchar,
  	"reset_expires_at" timestamp(3) with time zone,
  	"blocked_at" timestamp(3) with time zone,
  	"blocked_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"partner_id" uuid NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone,
  	"user_agent" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_windows" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"reset_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "staff_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_sessions" CASCADE;
  DROP TABLE "partners_sessions" CASCADE;
  DROP INDEX "partners_blocked_at_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partner_credentials_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partner_sessions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limit_windows_id" uuid;
  ALTER TABLE "partner_credentials" ADD CONSTRAINT "partner_credentials_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "partner_credentials_partner_idx" ON "partner_credentials" USING btree ("partner_id");
  CREATE INDEX "partner_credentials_reset_token_hash_idx" ON "partner_credentials" USING btree ("reset_token_hash");
  CREATE INDEX "partner_credentials_blocked_at_idx" ON "partner_credentials" USING btree ("blocked_at");
  CREATE INDEX "partner_credentials_updated_at_idx" ON "partner_credentials" USING btree ("updated_at");
  CREATE INDEX "partner_credentials_created_at_idx" ON "partner_credentials" USING btree ("created_at");
  CREATE INDEX "partner_sessions_partner_idx" ON "partner_sessions" USING btree ("partner_id");
  CREATE UNIQUE INDEX "partner_sessions_token_hash_idx" ON "partner_sessions" USING btree ("token_hash");
  CREATE INDEX "partner_sessions_expires_at_idx" ON "partner_sessions" USING btree ("expires_at");
  CREATE INDEX "partner_sessions_updated_at_idx" ON "partner_sessions" USING btree ("updated_at");
  CREATE INDEX "partner_sessions_created_at_idx" ON "partner_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limit_windows_key_idx" ON "rate_limit_windows" USING btree ("key");
  CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");
  CREATE INDEX "rate_limit_windows_updated_at_idx" ON "rate_limit_windows" USING btree ("updated_at");
  CREATE INDEX "rate_limit_windows_created_at_idx" ON "rate_limit_windows" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_credentials_fk" FOREIGN KEY ("partner_credentials_id") REFERENCES "public"."partner_credentials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_sessions_fk" FOREIGN KEY ("partner_sessions_id") REFERENCES "public"."partner_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limit_windows_fk" FOREIGN KEY ("rate_limit_windows_id") REFERENCES "public"."rate_limit_windows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_partner_credentials_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_credentials_id");
  CREATE INDEX "payload_locked_documents_rels_partner_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limit_windows_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limit_windows_id");
  -- Passwords (Payload's pbkdf2, kept verifiable as payload$salt$hash and rehashed at the next login) and blocks move to the login rows.
  INSERT INTO "partner_credentials" ("partner_id", "password_hash", "blocked_at", "blocked_reason")
    SELECT "id", CASE WHEN "hash" IS NOT NULL AND "salt" IS NOT NULL THEN 'payload$' || "salt" || '$' || "hash" END, "blocked_at", "blocked_reason" FROM "partners";
  ALTER TABLE "partners" DROP COLUMN "blocked_at";
  ALTER TABLE "partners" DROP COLUMN "blocked_reason";
  ALTER TABLE "partners" DROP COLUMN "reset_password_token";
  ALTER TABLE "partners" DROP COLUMN "reset_password_expiration";
  ALTER TABLE "partners" DROP COLUMN "salt";
  ALTER TABLE "partners" DROP COLUMN "hash";
  ALTER TABLE "partners" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "partners" DROP COLUMN "login_attempts";
  ALTER TABLE "partners" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "staff_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "partners_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "partner_credentials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partner_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limit_windows" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "partner_credentials" CASCADE;
  DROP TABLE "partner_sessions" CASCADE;
  DROP TABLE "rate_limit_windows" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partner_credentials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partner_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limit_windows_fk";
  
  DROP INDEX "payload_locked_documents_rels_partner_credentials_id_idx";
  DROP INDEX "payload_locked_documents_rels_partner_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_rate_limit_windows_id_idx";
  ALTER TABLE "partners" ADD COLUMN "blocked_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "blocked_reason" varchar;
  ALTER TABLE "partners" ADD COLUMN "reset_password_token" varchar;
  ALTER TABLE "partners" ADD COLUMN "reset_password_expiration" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "salt" varchar;
  ALTER TABLE "partners" ADD COLUMN "hash" varchar;
  ALTER TABLE "partners" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "partners" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners_sessions" ADD CONSTRAINT "partners_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "staff_sessions_order_idx" ON "staff_sessions" USING btree ("_order");
  CREATE INDEX "staff_sessions_parent_id_idx" ON "staff_sessions" USING btree ("_parent_id");
  CREATE INDEX "partners_sessions_order_idx" ON "partners_sessions" USING btree ("_order");
  CREATE INDEX "partners_sessions_parent_id_idx" ON "partners_sessions" USING btree ("_parent_id");
  CREATE INDEX "partners_blocked_at_idx" ON "partners" USING btree ("blocked_at");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partner_credentials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partner_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limit_windows_id";`)
}
