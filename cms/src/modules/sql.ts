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

// drizzle's own classes, as its `sql` tag makes them: a template's text, a nested template, a `sql.param` value.
const SqlClass = sqlTag``.constructor
const StringChunkClass = (sqlTag`.`.queryChunks[0] as object).constructor
const ParamClass = sqlTag.param(null).constructor
const noEncoder = (sqlTag.param(null) as unknown as { encoder: unknown }).encoder
const inlines = (query: Statement) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams

/**
 * A raw statement's text and values, for the kinds of chunk raw statements use (text, nested templates, values,
 * `sql.param`); null for anything else (a table, a column, a placeholder…), which drizzle's own builder then
 * takes. Same text and order as drizzle's (sql.test.ts); drizzle's walk asks each chunk's class chain up to nine
 * questions and was ~4% of a code registration's CPU (bench:hot).
 */
export function compileRaw(query: Statement): { sql: string; params: unknown[] } | null {
  const params: unknown[] = []
  let text = ''
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk === undefined) continue
      if (chunk === null || typeof chunk !== 'object' || chunk instanceof Date) {
        params.push(chunk)
        text += `$${params.length}`
        continue
      }
      const kind = chunk.constructor
      if (kind === StringChunkClass) text += (chunk as { value: string[] }).value.join('')
      else if (kind === SqlClass) {
        if (inlines(chunk as Statement) || !walk((chunk as Statement).queryChunks)) return false
      } else if (kind === ParamClass) {
        const param = chunk as { value: unknown; encoder: unknown }
        const { value } = param
        if (
          param.encoder !== noEncoder ||
          (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
        )
          return false
        params.push(param.value)
        text += `$${params.length}`
      } else return false
    }
    return true
  }
  return !inlines(query) && walk(query.queryChunks) ? { sql: text, params } : null
}

/**
 * Runs a statement as a named prepared statement, which each connection plans once and then reuses: planning the
 * code registration's fraud facts alone took 2.3 ms a call against 11 ms of running (EXPLAIN ANALYZE, bench:hot).
 * Only for statements whose text is fixed (values as parameters, lists as arrays), since every connection keeps
 * each text it has seen.
 */
export async function executePrepared<Row>(db: SqlRunner, query: Statement): Promise<{ rows: Row[] }> {
  const runner = db as DrizzleRunner
  const built = compileRaw(query) ?? runner.dialect.sqlToQuery(query)
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
