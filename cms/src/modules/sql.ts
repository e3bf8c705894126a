import crypto from 'node:crypto'
import { sql as sqlTag } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export type SqlRunner = { execute: <Row>(query: ReturnType<typeof sqlTag>) => Promise<{ rows: Row[] }> }
type SqlAdapter = {
  drizzle: SqlRunner & { transaction: <T>(work: (tx: SqlRunner) => Promise<T>) => Promise<T> }
  sessions: Record<string, { db: SqlRunner } | undefined>
}

function sqlAdapter(payload: Payload): SqlAdapter {
  if (payload.db.name !== 'postgres') throw new Error('Partner logins, sessions and rate limits need PostgreSQL (see README: MongoDB)')
  return payload.db as unknown as SqlAdapter
}

/**
 * Runs single SQL statements for security state (sessions, credentials, counters): each is one conditional
 * statement, so no concurrent request can put an old value back. Inside `req`'s transaction when it has one.
 */
export async function sqlFor(payload: Payload, req?: PayloadRequest): Promise<SqlRunner> {
  const adapter = sqlAdapter(payload)
  const id = req?.transactionID ? String(await req.transactionID) : undefined
  return (id && adapter.sessions[id]?.db) || adapter.drizzle
}

type Statement = ReturnType<typeof sqlTag>
/** What drizzle's database and transaction objects carry besides `execute` (drizzle-orm/pg-core PgDatabase). */
type DrizzleRunner = SqlRunner & {
  dialect: { sqlToQuery: (query: Statement) => { sql: string; params: unknown[] } }
  session: {
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ) => { execute: () => Promise<{ rows: unknown[] }> }
  }
}
const statementNames = new Map<string, string>()

/**
 * Runs a statement as a named prepared statement, which each connection plans once and then reuses: planning the
 * code registration's fraud facts alone took 2.3 ms a call against 11 ms of running (EXPLAIN ANALYZE, bench:hot).
 * Only for statements whose text is fixed (values as parameters, lists as arrays), since every connection keeps
 * each text it has seen.
 */
export async function executePrepared<Row>(db: SqlRunner, query: Statement): Promise<{ rows: Row[] }> {
  const runner = db as DrizzleRunner
  const built = runner.dialect.sqlToQuery(query)
  let name = statementNames.get(built.sql)
  if (!name) {
    name = `s_${crypto.createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`
    statementNames.set(built.sql, name)
  }
  return (await runner.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] }
}

/** A short transaction of its own, for a check and a write that must see the same row (SELECT … FOR SHARE). */
export function inSqlTransaction<T>(payload: Payload, work: (tx: SqlRunner) => Promise<T>): Promise<T> {
  return sqlAdapter(payload).drizzle.transaction(work)
}

/**
 * Makes transactions touching the same record take turns until they end (a PostgreSQL advisory lock), so a
 * check and the write it allows see the same state; transactions on other records never wait.
 */
export async function takeTurn(payload: Payload, req: PayloadRequest, kind: 'ledger' | 'order', id: string): Promise<void> {
  await (await sqlFor(payload, req)).execute(sqlTag`SELECT ${turn(kind, id)}`)
}

/** The same turn as an SQL expression, for a raw statement that takes it on the way (it holds until the transaction ends). */
function turn(kind: 'ledger' | 'order', id: string) {
  return sqlTag`pg_advisory_xact_lock(hashtext(${kind}), hashtext(${id}))`
}

/**
 * Several records' turns in one statement, always taken in the same order (sorted ids), so two transactions that
 * each need several never wait for each other in a circle.
 */
export function turns(kind: 'ledger' | 'order', ids: string[]) {
  return sqlTag`SELECT count(pg_advisory_xact_lock(hashtext(${kind}), hashtext(id))) FROM (SELECT unnest(${sqlTag.param([...new Set(ids)].sort())}::text[]) AS id ORDER BY 1) AS ids`
}
