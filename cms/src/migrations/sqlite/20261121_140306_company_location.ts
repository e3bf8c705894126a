import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` ADD \`location_lat\` numeric;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`location_lng\` numeric;`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`location_located_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`location_lat\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`location_lng\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`location_located_at\`;`)
}
