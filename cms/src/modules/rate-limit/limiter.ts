import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { AppError } from '../../domain/errors'
import { sqlFor } from '../sql'

/** Counts hits of a key in a fixed window, shared by every app process. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  /** The current windows' counts without adding a hit, in the keys' order (one round trip for several keys). */
  peek(keys: string[]): Promise<Array<{ count: number; resetAt: number }>>
  /** Forgets the key (a successful login clears its failures). */
  clear(key: string): Promise<void>
}

type WindowRow = { count: string | number; reset_at: Date | string }
const asWindow = (row: WindowRow | undefined) =>
  row ? { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() } : { count: 0, resetAt: Date.now() }

/** Windows as rows of PostgreSQL's rate_limit_windows, each hit one atomic upsert. */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly payload: Payload) {}

  async hit(key: string, windowMs: number) {
    const db = await sqlFor(this.payload)
    const { rows } = await db.execute<WindowRow>(sql`
      INSERT INTO rate_limit_windows (key, count, reset_at) VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_windows.reset_at <= now() THEN 1 ELSE rate_limit_windows.count + 1 END,
        reset_at = CASE WHEN rate_limit_windows.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_windows.reset_at END,
        updated_at = now()
      RETURNING count, reset_at`)
    // Expired windows are swept now and then, so the table stays the size of the current traffic.
    if (Math.random() < 0.01) await db.execute(sql`DELETE FROM rate_limit_windows WHERE reset_at < now() - interval '1 hour'`)
    return asWindow(rows[0])
  }

  async peek(keys: string[]) {
    const { rows } = await (
      await sqlFor(this.payload)
    ).execute<WindowRow & { key: string }>(
      sql`SELECT key, count, reset_at FROM rate_limit_windows WHERE key = ANY(${sql.param(keys)}) AND reset_at > now()`,
    )
    return keys.map((key) => asWindow(rows.find((row) => row.key === key)))
  }

  async clear(key: string) {
    await (await sqlFor(this.payload)).execute(sql`DELETE FROM rate_limit_windows WHERE key = ${key}`)
  }
}

export type RateLimit = { name: string; max: number; windowMs: number }

function tooManyAttempts(resetAt: number): AppError {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000))
  return new AppError(429, `Zbyt wiele prób. Spróbuj ponownie za ${minutes} min.`)
}

/** Throws 429 (saying when to try again) once any of the keys went over its limit. */
export async function consume(store: RateLimitStore, limits: Array<RateLimit & { key: string }>): Promise<void> {
  for (const limit of limits) {
    const { count, resetAt } = await store.hit(`${limit.name}:${limit.key.toLowerCase()}`, limit.windowMs)
    if (count > limit.max) throw tooManyAttempts(resetAt)
  }
}
