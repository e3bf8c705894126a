import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`partners\` ADD \`blocked_at\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`blocked_reason\` text;`)
  await db.run(sql`CREATE INDEX \`partners_blocked_at_idx\` ON \`partners\` (\`blocked_at\`);`)
  await db.run(sql`ALTER TABLE \`companies\` ADD \`region\` text;`)
  await db.run(sql`CREATE INDEX \`companies_region_idx\` ON \`companies\` (\`region\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`partners_blocked_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`partners\` DROP COLUMN \`blocked_at\`;`)
  await db.run(sql`ALTER TABLE \`partners\` DROP COLUMN \`blocked_reason\`;`)
  await db.run(sql`DROP INDEX \`companies_region_idx\`;`)
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`region\`;`)
}
