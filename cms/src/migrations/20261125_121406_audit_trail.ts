import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Audit entries name their record (resource_label); contact messages keep their replies as a thread.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "contact_messages_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"staff_email" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "audit_log" ADD COLUMN "resource_label" varchar;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_messages_replies_order_idx" ON "contact_messages_replies" USING btree ("_order");
  CREATE INDEX "contact_messages_replies_parent_id_idx" ON "contact_messages_replies" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_messages_replies" CASCADE;
  ALTER TABLE "audit_log" DROP COLUMN "resource_label";`)
}
