import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The app on a fresh database (the embedded PostgreSQL default in a temporary folder, or BENCH_DATABASE_URI)
 * with the demo data. The environment is set before the app's modules load, because they read it once.
 */
export async function startSeededApp(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))) {
  // The embedded PostgreSQL runs as its own user, which must reach dataDir/pg.
  fs.chmodSync(dataDir, 0o755)
  process.env.DATA_DIR = dataDir
  if (process.env.BENCH_DATABASE_URI) process.env.DATABASE_URI = process.env.BENCH_DATABASE_URI
  const { start } = await import('@portal/cms/server')
  const { seedDemoData } = await import('@portal/seed')
  const server = await start({ port: 0, admin: false })
  await seedDemoData(server.payload)
  // Setup rows written straight into a table: Payload's create would take minutes for 50,000 or 1,000,000 of them.
  const db = server.payload.db as unknown as {
    drizzle: { insert: (table: unknown) => { values: (rows: object[]) => Promise<unknown> }; execute: (query: unknown) => Promise<unknown> }
    tables: Record<string, unknown>
  }
  return {
    server,
    insertRows: (table: string, rows: object[]) => db.drizzle.insert(db.tables[table]).values(rows),
    /** A raw statement (the `sql` tag of @payloadcms/db-postgres). */
    execute: (query: unknown) => db.drizzle.execute(query),
    stop: async () => {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
