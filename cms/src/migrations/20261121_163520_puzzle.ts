import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_puzzles_group" AS ENUM('puzzle-1', 'puzzle-2', 'puzzle-3', 'puzzle-4', 'puzzle-5', 'puzzle-6');
  CREATE TYPE "public"."enum_puzzle_votes_group" AS ENUM('puzzle-1', 'puzzle-2', 'puzzle-3', 'puzzle-4', 'puzzle-5', 'puzzle-6');
  CREATE TYPE "public"."enum_programme_settings_puzzle_active_groups" AS ENUM('puzzle-1', 'puzzle-2', 'puzzle-3', 'puzzle-4', 'puzzle-5', 'puzzle-6');
  CREATE TABLE "puzzles" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar NOT NULL,
  	"group" "enum_puzzles_group" NOT NULL,
  	"image_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "puzzle_votes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"partner_id" uuid NOT NULL,
  	"group" "enum_puzzle_votes_group" NOT NULL,
  	"puzzle_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programme_settings_puzzle_active_groups" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_programme_settings_puzzle_active_groups",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "puzzles_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "puzzle_votes_id" uuid;
  ALTER TABLE "programme_settings" ADD COLUMN "puzzle_intro" varchar DEFAULT 'Zagłosuj w każdej z sześciu grup, a każdy głos odsłoni fragment układanki. Po sześciu głosach poznasz cel wyjazdu nagrodzonych partnerów.';
  ALTER TABLE "programme_settings" ADD COLUMN "puzzle_voting_starts_at" timestamp(3) with time zone;
  ALTER TABLE "programme_settings" ADD COLUMN "puzzle_voting_ends_at" timestamp(3) with time zone;
  ALTER TABLE "programme_settings" ADD COLUMN "puzzle_destination_title" varchar;
  ALTER TABLE "programme_settings" ADD COLUMN "puzzle_destination_text" varchar;
  ALTER TABLE "programme_settings" ADD COLUMN "puzzle_destination_image_id" uuid;
  ALTER TABLE "puzzles" ADD CONSTRAINT "puzzles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "puzzle_votes" ADD CONSTRAINT "puzzle_votes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "puzzle_votes" ADD CONSTRAINT "puzzle_votes_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programme_settings_puzzle_active_groups" ADD CONSTRAINT "programme_settings_puzzle_active_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programme_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "puzzles_group_idx" ON "puzzles" USING btree ("group");
  CREATE INDEX "puzzles_image_idx" ON "puzzles" USING btree ("image_id");
  CREATE INDEX "puzzles_updated_at_idx" ON "puzzles" USING btree ("updated_at");
  CREATE INDEX "puzzles_created_at_idx" ON "puzzles" USING btree ("created_at");
  CREATE INDEX "puzzle_votes_partner_idx" ON "puzzle_votes" USING btree ("partner_id");
  CREATE INDEX "puzzle_votes_puzzle_idx" ON "puzzle_votes" USING btree ("puzzle_id");
  CREATE INDEX "puzzle_votes_updated_at_idx" ON "puzzle_votes" USING btree ("updated_at");
  CREATE INDEX "puzzle_votes_created_at_idx" ON "puzzle_votes" USING btree ("created_at");
  CREATE UNIQUE INDEX "partner_group_idx" ON "puzzle_votes" USING btree ("partner_id","group");
  CREATE INDEX "programme_settings_puzzle_active_groups_order_idx" ON "programme_settings_puzzle_active_groups" USING btree ("order");
  CREATE INDEX "programme_settings_puzzle_active_groups_parent_idx" ON "programme_settings_puzzle_active_groups" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_puzzles_fk" FOREIGN KEY ("puzzles_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_puzzle_votes_fk" FOREIGN KEY ("puzzle_votes_id") REFERENCES "public"."puzzle_votes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programme_settings" ADD CONSTRAINT "programme_settings_puzzle_destination_image_id_media_id_fk" FOREIGN KEY ("puzzle_destination_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_puzzles_id_idx" ON "payload_locked_documents_rels" USING btree ("puzzles_id");
  CREATE INDEX "payload_locked_documents_rels_puzzle_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("puzzle_votes_id");
  CREATE INDEX "programme_settings_puzzle_puzzle_destination_image_idx" ON "programme_settings" USING btree ("puzzle_destination_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "puzzles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "puzzle_votes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programme_settings_puzzle_active_groups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "puzzles" CASCADE;
  DROP TABLE "puzzle_votes" CASCADE;
  DROP TABLE "programme_settings_puzzle_active_groups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_puzzles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_puzzle_votes_fk";
  
  ALTER TABLE "programme_settings" DROP CONSTRAINT "programme_settings_puzzle_destination_image_id_media_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_puzzles_id_idx";
  DROP INDEX "payload_locked_documents_rels_puzzle_votes_id_idx";
  DROP INDEX "programme_settings_puzzle_puzzle_destination_image_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "puzzles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "puzzle_votes_id";
  ALTER TABLE "programme_settings" DROP COLUMN "puzzle_intro";
  ALTER TABLE "programme_settings" DROP COLUMN "puzzle_voting_starts_at";
  ALTER TABLE "programme_settings" DROP COLUMN "puzzle_voting_ends_at";
  ALTER TABLE "programme_settings" DROP COLUMN "puzzle_destination_title";
  ALTER TABLE "programme_settings" DROP COLUMN "puzzle_destination_text";
  ALTER TABLE "programme_settings" DROP COLUMN "puzzle_destination_image_id";
  DROP TYPE "public"."enum_puzzles_group";
  DROP TYPE "public"."enum_puzzle_votes_group";
  DROP TYPE "public"."enum_programme_settings_puzzle_active_groups";`)
}
