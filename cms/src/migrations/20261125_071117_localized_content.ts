import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('pl', 'en');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('pl', 'en');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('pl', 'en');
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"category" varchar DEFAULT 'Ogólne',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "prizes_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  DROP INDEX "prizes_name_idx";
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prizes_locales" ADD CONSTRAINT "prizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "prizes_name_idx" ON "prizes_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "prizes_locales_locale_parent_id_unique" ON "prizes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  -- Existing texts become the Polish ones (the default locale); English starts empty and falls back to Polish.
  INSERT INTO "news_locales" ("title", "lead", "content", "_locale", "_parent_id") SELECT "title", "lead", "content", 'pl', "id" FROM "news";
  INSERT INTO "_news_v_locales" ("version_title", "version_lead", "version_content", "_locale", "_parent_id") SELECT "version_title", "version_lead", "version_content", 'pl', "id" FROM "_news_v";
  INSERT INTO "pages_locales" ("title", "lead", "content", "_locale", "_parent_id") SELECT "title", "lead", "content", 'pl', "id" FROM "pages";
  INSERT INTO "_pages_v_locales" ("version_title", "version_lead", "version_content", "_locale", "_parent_id") SELECT "version_title", "version_lead", "version_content", 'pl', "id" FROM "_pages_v";
  INSERT INTO "faq_locales" ("question", "answer", "category", "_locale", "_parent_id") SELECT "question", "answer", "category", 'pl', "id" FROM "faq";
  INSERT INTO "prizes_locales" ("name", "description", "_locale", "_parent_id") SELECT "name", "description", 'pl', "id" FROM "prizes";
  INSERT INTO "products_locales" ("name", "_locale", "_parent_id") SELECT "name", 'pl', "id" FROM "products";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "lead";
  ALTER TABLE "news" DROP COLUMN "content";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_lead";
  ALTER TABLE "_news_v" DROP COLUMN "version_content";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "lead";
  ALTER TABLE "pages" DROP COLUMN "content";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_lead";
  ALTER TABLE "_pages_v" DROP COLUMN "version_content";
  ALTER TABLE "faq" DROP COLUMN "question";
  ALTER TABLE "faq" DROP COLUMN "answer";
  ALTER TABLE "faq" DROP COLUMN "category";
  ALTER TABLE "prizes" DROP COLUMN "name";
  ALTER TABLE "prizes" DROP COLUMN "description";
  ALTER TABLE "products" DROP COLUMN "name";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The Polish texts go back into the collections' own columns; English ones are dropped with their tables.
  await db.execute(sql`
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "lead" varchar;
  ALTER TABLE "news" ADD COLUMN "content" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_lead" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "lead" varchar;
  ALTER TABLE "pages" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_lead" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_content" jsonb;
  ALTER TABLE "faq" ADD COLUMN "question" varchar;
  ALTER TABLE "faq" ADD COLUMN "answer" varchar;
  ALTER TABLE "faq" ADD COLUMN "category" varchar DEFAULT 'Ogólne';
  ALTER TABLE "prizes" ADD COLUMN "name" varchar;
  ALTER TABLE "prizes" ADD COLUMN "description" varchar;
  ALTER TABLE "products" ADD COLUMN "name" varchar;
  UPDATE "news" t SET "title" = l."title", "lead" = l."lead", "content" = l."content" FROM "news_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  UPDATE "_news_v" t SET "version_title" = l."version_title", "version_lead" = l."version_lead", "version_content" = l."version_content" FROM "_news_v_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  UPDATE "pages" t SET "title" = l."title", "lead" = l."lead", "content" = l."content" FROM "pages_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  UPDATE "_pages_v" t SET "version_title" = l."version_title", "version_lead" = l."version_lead", "version_content" = l."version_content" FROM "_pages_v_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  UPDATE "faq" t SET "question" = l."question", "answer" = l."answer", "category" = l."category" FROM "faq_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  UPDATE "prizes" t SET "name" = l."name", "description" = l."description" FROM "prizes_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  UPDATE "products" t SET "name" = l."name" FROM "products_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'pl';
  ALTER TABLE "faq" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faq" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "faq" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "prizes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "name" SET NOT NULL;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "prizes_locales" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  CREATE INDEX "prizes_name_idx" ON "prizes" USING btree ("name");
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__pages_v_published_locale";`)
}
