import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "ranking_files" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "ranking_publications" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"data_date" timestamp(3) with time zone NOT NULL,
  	"rows_count" numeric NOT NULL,
  	"results" jsonb NOT NULL,
  	"file_id" uuid NOT NULL,
  	"published_by_id" uuid,
  	"current" boolean DEFAULT false,
  	"made_current_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ranking_files_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ranking_publications_id" uuid;
  ALTER TABLE "ranking_publications" ADD CONSTRAINT "ranking_publications_file_id_ranking_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ranking_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ranking_publications" ADD CONSTRAINT "ranking_publications_published_by_id_staff_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ranking_files_updated_at_idx" ON "ranking_files" USING btree ("updated_at");
  CREATE INDEX "ranking_files_created_at_idx" ON "ranking_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "ranking_files_filename_idx" ON "ranking_files" USING btree ("filename");
  CREATE INDEX "ranking_publications_file_idx" ON "ranking_publications" USING btree ("file_id");
  CREATE INDEX "ranking_publications_published_by_idx" ON "ranking_publications" USING btree ("published_by_id");
  CREATE INDEX "ranking_publications_current_idx" ON "ranking_publications" USING btree ("current");
  CREATE INDEX "ranking_publications_updated_at_idx" ON "ranking_publications" USING btree ("updated_at");
  CREATE INDEX "ranking_publications_created_at_idx" ON "ranking_publications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ranking_files_fk" FOREIGN KEY ("ranking_files_id") REFERENCES "public"."ranking_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ranking_publications_fk" FOREIGN KEY ("ranking_publications_id") REFERENCES "public"."ranking_publications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ranking_files_id_idx" ON "payload_locked_documents_rels" USING btree ("ranking_files_id");
  CREATE INDEX "payload_locked_documents_rels_ranking_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("ranking_publications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ranking_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ranking_publications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ranking_files" CASCADE;
  DROP TABLE "ranking_publications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ranking_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ranking_publications_fk";
  
  DROP INDEX "payload_locked_documents_rels_ranking_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_ranking_publications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ranking_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ranking_publications_id";`)
}
