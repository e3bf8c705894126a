import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A publication's results become rows without keys, [id, name, region, previous, points] (modules/ranking/publications.ts).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "ranking_publications" SET "results" = (
    SELECT coalesce(jsonb_agg(jsonb_build_array(r->'id', r->'name', r->'region', r->'previous', r->'points') ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements("results") WITH ORDINALITY AS e(r, n))
  WHERE jsonb_typeof("results"->0) = 'object';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "ranking_publications" SET "results" = (
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', r->0, 'name', r->1, 'region', r->2, 'previous', r->3, 'points', r->4) ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements("results") WITH ORDINALITY AS e(r, n))
  WHERE jsonb_typeof("results"->0) = 'array';`)
}
