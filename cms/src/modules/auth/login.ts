import { APIError, AuthenticationError, LockedAuth, type Payload } from 'payload'
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS, type LoginRequest } from '@portal/shared'
import { AppError, BLOCKED_MESSAGE } from '../../domain/errors'
import { recordFailedStaffLogin } from '../audit/audit'
import type { RateLimitStore } from '../rate-limit/limiter'
import { loginStateByIdentifier, upgradeHash } from './credentials'
import { needsRehash, verifyPassword } from './passwordHash'
import { openSession, type OpenedSession, type SessionMeta } from './sessions'

const WRONG_CREDENTIALS_MESSAGE = 'Nieprawidłowy adres e-mail lub hasło.'
const UNCONFIRMED_MESSAGE = 'Konto nie zostało jeszcze potwierdzone. Kliknij link z wiadomości, którą wysłaliśmy po rejestracji.'

function lockedError(resetAt: number): AppError {
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000))
  return new AppError(
    423,
    `Konto zostało czasowo zablokowane po zbyt wielu nieudanych próbach logowania. Spróbuj ponownie za ${minutes} min.`,
  )
}

/**
 * Logs a partner in: one session row per login, so ten parallel logins leave ten working sessions.
 * The form names the account by e-mail or by login name. Failed attempts count per account (per what was typed
 * when no account has it) in the shared store, and every answer costs one password hash, so neither the answer
 * nor its time says which e-mails or login names have accounts.
 * A blocked account says so whatever the password, so the block message tells nothing about it.
 */
export async function logInPartner(
  payload: Payload,
  failures: RateLimitStore,
  credentials: LoginRequest,
  meta: SessionMeta,
): Promise<OpenedSession & { partnerId: string; language: 'pl' | 'en' }> {
  const state = await loginStateByIdentifier(payload, credentials.email)
  // One count per account, whether its e-mail or its login name was typed; per what was typed when nobody has it.
  const failuresKey = `login-failures:${state?.email ?? credentials.email.trim().toLowerCase()}`
  const [lock] = await failures.peek([failuresKey])
  if (lock!.count >= LOGIN_MAX_ATTEMPTS) throw lockedError(lock!.resetAt)
  const passwordMatches = await verifyPassword(credentials.password, state?.passwordHash)
  if (state?.blockedAt) throw new AppError(403, BLOCKED_MESSAGE)
  if (!state || !passwordMatches) {
    const { count, resetAt } = await failures.hit(failuresKey, LOGIN_LOCK_MINUTES * 60_000)
    throw count >= LOGIN_MAX_ATTEMPTS ? lockedError(resetAt) : new AppError(401, WRONG_CREDENTIALS_MESSAGE)
  }
  const partner = await payload.findByID({ collection: 'partners', id: state.partnerId, depth: 0, overrideAccess: true })
  if (!partner.confirmed_at) throw new AppError(403, UNCONFIRMED_MESSAGE)
  const session = await openSession(payload, state.partnerId, state.passwordHash!, meta)
  if (session === 'blocked') throw new AppError(403, BLOCKED_MESSAGE)
  // The password changed while this one was being checked: it is no longer the right one.
  if (session === 'changed') throw new AppError(401, WRONG_CREDENTIALS_MESSAGE)
  await failures.clear(failuresKey)
  if (needsRehash(state.passwordHash!)) await upgradeHash(payload, state.partnerId, state.passwordHash!, credentials.password)
  return { ...session, partnerId: partner.id, language: partner.preferred_language === 'en' ? 'en' : 'pl' }
}

/** A staff account's login state: Payload's hidden lock and our block (read with access overridden: nobody is logged in yet). */
async function staffLoginState(payload: Payload, email: string): Promise<{ lockMinutesLeft: number; blocked: boolean }> {
  const found = await payload.find({
    collection: 'staff',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const account = found.docs[0] as { lockUntil?: string | null; login_blocked?: boolean | null } | undefined
  const left = account?.lockUntil ? new Date(account.lockUntil).getTime() - Date.now() : 0
  return { lockMinutesLeft: left > 0 ? Math.max(1, Math.ceil(left / 60_000)) : 0, blocked: Boolean(account?.login_blocked) }
}

/**
 * Logs staff in through Payload's own auth (the same accounts open /admin), which counts failed attempts
 * in the database. Staff sessions are plain signed tokens (no session list written back on login), so a
 * login never rewrites the staff record and cannot undo a role change or a block made meanwhile. A blocked
 * account is refused before its password is checked (and again inside the login, see Staff's beforeLogin).
 */
export async function logInStaff(payload: Payload, credentials: LoginRequest) {
  try {
    return await checkStaffLogin(payload, credentials)
  } catch (error) {
    // A refused login is audited here; a success by Staff's afterLogin.
    if (error instanceof AppError) await recordFailedStaffLogin(payload, credentials.email, { status: error.status, reason: error.message })
    throw error
  }
}

async function checkStaffLogin(payload: Payload, credentials: LoginRequest) {
  if ((await staffLoginState(payload, credentials.email)).blocked) throw new AppError(403, BLOCKED_MESSAGE)
  try {
    const result = await payload.login({ collection: 'staff', data: { email: credentials.email.trim(), password: credentials.password } })
    if (!result.token || !result.user) throw new AppError(401, WRONG_CREDENTIALS_MESSAGE)
    return { token: result.token, user: result.user, expiresInSeconds: (result.exp ?? 0) - Math.floor(Date.now() / 1000) }
  } catch (error) {
    if (error instanceof APIError && error.message === BLOCKED_MESSAGE) throw new AppError(403, BLOCKED_MESSAGE)
    if (error instanceof LockedAuth || error instanceof AuthenticationError) {
      const minutes = (await staffLoginState(payload, credentials.email)).lockMinutesLeft
      if (minutes || error instanceof LockedAuth) throw lockedError(Date.now() + (minutes || LOGIN_LOCK_MINUTES) * 60_000)
      throw new AppError(401, WRONG_CREDENTIALS_MESSAGE)
    }
    throw error
  }
}
