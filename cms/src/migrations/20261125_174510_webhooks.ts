import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Webhook receivers and their outbox (the delivery log), for the manufacturer's systems.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_webhooks_events" AS ENUM('order.placed', 'order.status_changed', 'code.registered', 'ranking.published');
  CREATE TYPE "public"."enum_webhook_deliveries_event" AS ENUM('order.placed', 'order.status_changed', 'code.registered', 'ranking.published');
  CREATE TYPE "public"."enum_webhook_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TABLE "webhooks_events" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_webhooks_events",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "webhooks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"secret" varchar NOT NULL,
  	"created_by_id" uuid,
  	"disabled_at" timestamp(3) with time zone,
  	"disabled_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"webhook_id" uuid NOT NULL,
  	"event" "enum_webhook_deliveries_event" NOT NULL,
  	"event_id" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"status" "enum_webhook_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"last_status" numeric,
  	"last_error" varchar,
  	"resent_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhooks_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_deliveries_id" uuid;
  ALTER TABLE "webhooks_events" ADD CONSTRAINT "webhooks_events_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_id_staff_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_disabled_by_id_staff_id_fk" FOREIGN KEY ("disabled_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_resent_by_id_staff_id_fk" FOREIGN KEY ("resent_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "webhooks_events_order_idx" ON "webhooks_events" USING btree ("order");
  CREATE INDEX "webhooks_events_parent_idx" ON "webhooks_events" USING btree ("parent_id");
  CREATE INDEX "webhooks_created_by_idx" ON "webhooks" USING btree ("created_by_id");
  CREATE INDEX "webhooks_disabled_by_idx" ON "webhooks" USING btree ("disabled_by_id");
  CREATE INDEX "webhooks_updated_at_idx" ON "webhooks" USING btree ("updated_at");
  CREATE INDEX "webhooks_created_at_idx" ON "webhooks" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id");
  CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries" USING btree ("event_id");
  CREATE INDEX "webhook_deliveries_resent_by_idx" ON "webhook_deliveries" USING btree ("resent_by_id");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  CREATE INDEX "status_next_attempt_at_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhooks_fk" FOREIGN KEY ("webhooks_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk" FOREIGN KEY ("webhook_deliveries_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_webhooks_id_idx" ON "payload_locked_documents_rels" USING btree ("webhooks_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_deliveries_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhooks_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhooks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "webhooks_events" CASCADE;
  DROP TABLE "webhooks" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhooks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_webhooks_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhooks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_deliveries_id";
  DROP TYPE "public"."enum_webhooks_events";
  DROP TYPE "public"."enum_webhook_deliveries_event";
  DROP TYPE "public"."enum_webhook_deliveries_status";`)
}
