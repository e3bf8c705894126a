import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { searchKey } from '../domain/search'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prizes" ADD COLUMN "search_text" varchar;`)
  // Prizes saved before the column existed get the key their next save would give them.
  const { rows } = await db.execute<{ id: string; index: string; name: string; description: string | null }>(
    sql`SELECT id, "index", name, description FROM prizes`,
  )
  for (const prize of rows)
    await db.execute(
      sql`UPDATE prizes SET search_text = ${searchKey([prize.index, prize.name, prize.description].filter(Boolean).join(' '))} WHERE id = ${prize.id}`,
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "prizes" DROP COLUMN "search_text";`)
}
