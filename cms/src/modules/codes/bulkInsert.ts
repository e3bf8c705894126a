import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

export type CodeRow = { code: string; batch: string; product: string | null; points_tenths: number }

// Rows per INSERT: 5 bound values each stays under SQLite's and PostgreSQL's parameter limits.
const CHUNK = 1000

/** The part of Payload's SQL adapters (SQLite, PostgreSQL) the bulk path uses: drizzle and the built tables. */
type SqlAdapter = {
  drizzle: InsertingDb
  tables: { codes: { code: unknown } }
  sessions: Record<string | number, { db: InsertingDb } | undefined>
}
type InsertingDb = {
  insert: (table: unknown) => {
    values: (rows: object[]) => { onConflictDoNothing: () => { returning: (columns: object) => Promise<Array<{ code: string }>> } }
  }
}

function sqlAdapter(payload: Payload): SqlAdapter | null {
  const db = payload.db as unknown as { drizzle?: unknown; tables?: Partial<SqlAdapter['tables']> }
  return db.drizzle && db.tables?.codes ? (db as SqlAdapter) : null
}

/**
 * Inserts codes in multi-row statements inside `req`'s transaction and returns the codes that went in;
 * a code that already exists is skipped (not an error) so the caller can draw a replacement.
 * Adapters without SQL (MongoDB) insert one code at a time through Payload.
 */
export async function insertCodes(payload: Payload, req: PayloadRequest, rows: CodeRow[]): Promise<Set<string>> {
  const adapter = sqlAdapter(payload)
  const inserted = new Set<string>()
  if (!adapter) {
    for (const row of rows) {
      const taken = await payload.count({ collection: 'codes', where: { code: { equals: row.code } }, req, overrideAccess: true })
      if (taken.totalDocs > 0) continue
      await payload.create({ collection: 'codes', data: row, req, overrideAccess: true })
      inserted.add(row.code)
    }
    return inserted
  }
  const db = adapter.sessions[(await req.transactionID) ?? '']?.db ?? adapter.drizzle
  const table = adapter.tables.codes
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows
      .slice(start, start + CHUNK)
      .map((row) => ({ id: crypto.randomUUID(), code: row.code, batch: row.batch, product: row.product, points_tenths: row.points_tenths }))
    const returned = await db.insert(table).values(values).onConflictDoNothing().returning({ code: table.code })
    for (const { code } of returned) inserted.add(code)
  }
  return inserted
}
