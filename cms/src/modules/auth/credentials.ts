import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import { inTransaction } from '../transaction'
import { hashPassword } from './passwordHash'
import { endSessions } from './sessions'
import { sqlFor } from '../sql'

export type LoginState = {
  partnerId: string
  email: string
  passwordHash: string | null
  blockedAt: string | null
  blockedReason: string | null
}

const asIso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** The login row of a new partner, in the transaction that creates the partner; null: no password until an e-mailed link sets one. */
export async function createCredentials(payload: Payload, req: PayloadRequest, partnerId: string, password: string | null): Promise<void> {
  const hash = password ? await hashPassword(password) : null
  const db = await sqlFor(payload, req)
  await db.execute(
    sql`INSERT INTO partner_credentials (partner_id, password_hash, password_changed_at) VALUES (${partnerId}, ${hash}, ${hash ? new Date().toISOString() : null})`,
  )
}

/** The login state of an account by its e-mail, or null when no partner has it. */
export function loginStateByEmail(payload: Payload, email: string): Promise<LoginState | null> {
  return loginStateWhere(payload, sql`p.email = ${email.trim().toLowerCase()}`)
}

/**
 * The login state of the account a login form names: an e-mail (it has an @), else the login name set on
 * "edit authorization" (letters, digits, . _ -; never an @), exactly as it was saved.
 */
export function loginStateByIdentifier(payload: Payload, identifier: string): Promise<LoginState | null> {
  const typed = identifier.trim()
  return typed.includes('@') ? loginStateByEmail(payload, typed) : loginStateWhere(payload, sql`p.name = ${typed}`)
}

async function loginStateWhere(payload: Payload, condition: ReturnType<typeof sql>): Promise<LoginState | null> {
  const db = await sqlFor(payload)
  const { rows } = await db.execute<{
    partner_id: string
    email: string
    password_hash: string | null
    blocked_at: Date | null
    blocked_reason: string | null
  }>(sql`
    SELECT c.partner_id, p.email, c.password_hash, c.blocked_at, c.blocked_reason FROM partners p JOIN partner_credentials c ON c.partner_id = p.id
    WHERE ${condition}`)
  const row = rows[0]
  return row
    ? {
        partnerId: row.partner_id,
        email: row.email,
        passwordHash: row.password_hash,
        blockedAt: asIso(row.blocked_at),
        blockedReason: row.blocked_reason,
      }
    : null
}

/** Blocks and reasons of the given partners, for the back office's lists and pages. */
export async function blocksOf(payload: Payload, partnerIds: string[]): Promise<Map<string, { blockedAt: string; reason: string | null }>> {
  if (partnerIds.length === 0) return new Map()
  const db = await sqlFor(payload)
  const { rows } = await db.execute<{ partner_id: string; blocked_at: Date; blocked_reason: string | null }>(sql`
    SELECT partner_id, blocked_at, blocked_reason FROM partner_credentials
    WHERE blocked_at IS NOT NULL AND partner_id IN (${sql.join(
      partnerIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  return new Map(rows.map((row) => [row.partner_id, { blockedAt: asIso(row.blocked_at)!, reason: row.blocked_reason }]))
}

/** Every blocked partner's id (a short list: blocking is the exception), for the back office's filter. */
export async function blockedPartnerIds(payload: Payload): Promise<string[]> {
  const { rows } = await (
    await sqlFor(payload)
  ).execute<{ partner_id: string }>(sql`SELECT partner_id FROM partner_credentials WHERE blocked_at IS NOT NULL`)
  return rows.map((row) => row.partner_id)
}

/**
 * Sets a new password and ends every session of the partner, inside `req`'s transaction; returns the new
 * hash. With `expectedHash` it changes only if the password is still the one the caller checked, else null.
 */
export async function setPassword(
  payload: Payload,
  req: PayloadRequest,
  partnerId: string,
  password: string,
  options: { expectedHash?: string | null } = {},
): Promise<string | null> {
  const hash = await hashPassword(password)
  const db = await sqlFor(payload, req)
  const { rows } = await db.execute<{ partner_id: string }>(
    options.expectedHash === undefined
      ? sql`UPDATE partner_credentials SET password_hash = ${hash}, password_changed_at = now(), reset_token_hash = NULL, reset_expires_at = NULL WHERE partner_id = ${partnerId} RETURNING partner_id`
      : sql`UPDATE partner_credentials SET password_hash = ${hash}, password_changed_at = now(), reset_token_hash = NULL, reset_expires_at = NULL WHERE partner_id = ${partnerId} AND password_hash = ${options.expectedHash} RETURNING partner_id`,
  )
  if (rows.length === 0) return null
  await endSessions(payload, partnerId, req)
  return hash
}

/** Replaces a legacy or cheaper hash after a successful login, only if nothing changed the password meanwhile. */
export async function upgradeHash(payload: Payload, partnerId: string, oldHash: string, password: string): Promise<void> {
  const hash = await hashPassword(password)
  await (
    await sqlFor(payload)
  ).execute(sql`UPDATE partner_credentials SET password_hash = ${hash} WHERE partner_id = ${partnerId} AND password_hash = ${oldHash}`)
}

/** Stores the hash of a new reset link (replacing an older one). */
export async function storeResetToken(payload: Payload, partnerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await (
    await sqlFor(payload)
  ).execute(
    sql`UPDATE partner_credentials SET reset_token_hash = ${tokenHash}, reset_expires_at = ${expiresAt.toISOString()} WHERE partner_id = ${partnerId}`,
  )
}

/** Uses a reset link once: sets the password, clears the link and ends every session, or returns false if the link is not valid. */
export async function resetWithToken(
  payload: Payload,
  req: PayloadRequest,
  email: string,
  tokenHash: string,
  password: string,
): Promise<boolean> {
  const hash = await hashPassword(password)
  const db = await sqlFor(payload, req)
  const { rows } = await db.execute<{ partner_id: string }>(sql`
    UPDATE partner_credentials c SET password_hash = ${hash}, password_changed_at = now(), reset_token_hash = NULL, reset_expires_at = NULL
    FROM partners p WHERE p.id = c.partner_id AND p.email = ${email.trim().toLowerCase()} AND c.reset_token_hash = ${tokenHash} AND c.reset_expires_at > now()
    RETURNING c.partner_id`)
  const partnerId = rows[0]?.partner_id
  if (!partnerId) return false
  await endSessions(payload, partnerId, req)
  return true
}

/**
 * Blocks (with a reason) or unblocks a login inside `req`'s transaction and, when blocking, ends its sessions.
 * Returns the state before, or null when it already was so: the row lock lets two racing staff members record one change.
 */
export async function setBlocked(
  payload: Payload,
  req: PayloadRequest,
  partnerId: string,
  reason: string | null,
): Promise<{ blockedAt: string | null; reason: string | null } | null> {
  const db = await sqlFor(payload, req)
  const { rows } = await db.execute<{ blocked_at: Date | null; blocked_reason: string | null }>(
    sql`SELECT blocked_at, blocked_reason FROM partner_credentials WHERE partner_id = ${partnerId} FOR UPDATE`,
  )
  const before = rows[0]
  if (!before || Boolean(before.blocked_at) === Boolean(reason)) return null
  await db.execute(
    reason
      ? sql`UPDATE partner_credentials SET blocked_at = now(), blocked_reason = ${reason} WHERE partner_id = ${partnerId}`
      : sql`UPDATE partner_credentials SET blocked_at = NULL, blocked_reason = NULL WHERE partner_id = ${partnerId}`,
  )
  if (reason) await endSessions(payload, partnerId, req)
  return { blockedAt: asIso(before.blocked_at), reason: before.blocked_reason }
}

/** Creates a partner with its login row in one transaction (demo data and tests; registration does the same inside its own). */
export async function createPartnerAccount(payload: Payload, data: RequiredDataFromCollectionSlug<'partners'>, password: string | null) {
  return inTransaction(payload, async (req) => {
    const partner = await payload.create({ collection: 'partners', data, req, overrideAccess: true })
    await createCredentials(payload, req, partner.id, password)
    return partner
  })
}
