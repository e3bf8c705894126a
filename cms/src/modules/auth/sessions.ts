import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { invalidate } from '../../cache/invalidation'
import { readModelOf } from '../../cache/readModel'
import { executePrepared, inSqlTransaction, sqlFor } from '../sql'

const SESSION_HOURS = 12
/** "Zapamiętaj mnie" on the partner's own phone: 30 days, renewed while the portal is in use. */
const REMEMBERED_DAYS = 30
const lifetimeSeconds = (remember: boolean) => (remember ? REMEMBERED_DAYS * 86_400 : SESSION_HOURS * 3600)
// last_seen_at is written at most this often, so a busy partner does not write on every request.
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000

const hashSessionToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export type SessionMeta = { userAgent: string | null; ip: string | null; remember: boolean }
/** A session as a request sees it; `renewedForSeconds` when this lookup moved a remembered session's end (the cookie follows). */
export type SessionOwner = {
  partnerId: string
  sessionId: string
  remembered: boolean
  renewedForSeconds: number | null
  /** The partner record's updated_at as this lookup saw it: the record read for the session is kept while it holds. */
  partnerVersion: string
}
export type OpenedSession = { token: string; expiresInSeconds: number }

/**
 * Opens a session only if the password the caller checked is still the partner's and the login is not
 * blocked. The row lock makes a concurrent password change or block wait for this insert (and then end
 * the new session too), or makes this check see it: a login never outlives either.
 */
export async function openSession(
  payload: Payload,
  partnerId: string,
  checkedPasswordHash: string,
  meta: SessionMeta,
): Promise<OpenedSession | 'changed' | 'blocked'> {
  const token = crypto.randomBytes(32).toString('base64url')
  const seconds = lifetimeSeconds(meta.remember)
  const expiresAt = new Date(Date.now() + seconds * 1000)
  return inSqlTransaction(payload, async (tx) => {
    const { rows } = await tx.execute<{ password_hash: string | null; blocked_at: Date | null }>(
      sql`SELECT password_hash, blocked_at FROM partner_credentials WHERE partner_id = ${partnerId} FOR SHARE`,
    )
    const current = rows[0]
    if (!current || current.password_hash !== checkedPasswordHash) return 'changed'
    if (current.blocked_at) return 'blocked'
    await tx.execute(sql`INSERT INTO partner_sessions (partner_id, token_hash, expires_at, last_seen_at, user_agent, ip, remember)
      VALUES (${partnerId}, ${hashSessionToken(token)}, ${expiresAt.toISOString()}, now(), ${meta.userAgent?.slice(0, 300) ?? null}, ${meta.ip}, ${meta.remember})`)
    return { token, expiresInSeconds: seconds }
  })
}

/**
 * The partner a session cookie belongs to, or null (unknown, expired, or the login is blocked). Kept per process
 * for at most a second; logout, password change, reset and block drop every process's copies at once.
 */
export function sessionPartnerId(payload: Payload, token: string): Promise<SessionOwner | null> {
  // Keyed by the token itself, which this process holds anyway while it serves the request: no hash per request.
  return readModelOf(payload, 'sessions', ['sessions'], (key) => lookUpSession(payload, hashSessionToken(key))).get(token)
}

async function lookUpSession(payload: Payload, tokenHash: string): Promise<SessionOwner | null> {
  const db = await sqlFor(payload)
  const { rows } = await executePrepared<{
    id: string
    partner_id: string
    last_seen_at: Date | null
    remember: boolean | null
    partner_updated_at: Date
  }>(
    db,
    sql`
    SELECT s.id, s.partner_id, s.last_seen_at, s.remember, p.updated_at AS partner_updated_at FROM partner_sessions s
    JOIN partner_credentials c ON c.partner_id = s.partner_id JOIN partners p ON p.id = s.partner_id
    WHERE s.token_hash = ${tokenHash} AND s.expires_at > now() AND c.blocked_at IS NULL`,
  )
  const session = rows[0]
  if (!session) return null
  const remembered = Boolean(session.remember)
  let renewedForSeconds: number | null = null
  if (!session.last_seen_at || Date.now() - new Date(session.last_seen_at).getTime() > LAST_SEEN_EVERY_MS) {
    // A remembered session slides: 30 days from the last use, not from the login.
    await db.execute(sql`UPDATE partner_sessions SET last_seen_at = now(),
      expires_at = CASE WHEN remember THEN now() + make_interval(days => ${REMEMBERED_DAYS}) ELSE expires_at END
      WHERE id = ${session.id}`)
    if (remembered) renewedForSeconds = lifetimeSeconds(true)
  }
  return {
    partnerId: session.partner_id,
    sessionId: session.id,
    remembered,
    renewedForSeconds,
    partnerVersion: new Date(session.partner_updated_at).toISOString(),
  }
}

export async function endSession(payload: Payload, sessionId: string): Promise<void> {
  await (await sqlFor(payload)).execute(sql`DELETE FROM partner_sessions WHERE id = ${sessionId}`)
  await invalidate('sessions')
}

/** Ends every session of the partner, inside `req`'s transaction when given. */
export async function endSessions(payload: Payload, partnerId: string, req?: PayloadRequest): Promise<void> {
  await (await sqlFor(payload, req)).execute(sql`DELETE FROM partner_sessions WHERE partner_id = ${partnerId}`)
  await invalidate('sessions', undefined, req)
}
