import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { LOGIN_LOCK_MINUTES, type LoginRequest } from '@portal/shared'
import { AppError } from '../../domain/errors'

export const WRONG_CREDENTIALS_MESSAGE = 'Nieprawidłowy adres e-mail lub hasło.'
export const BLOCKED_MESSAGE = 'Logowanie do tego konta zostało zablokowane. Skontaktuj się z organizatorem programu.'
export const UNCONFIRMED_MESSAGE = 'Konto nie zostało jeszcze potwierdzone. Kliknij link z wiadomości, którą wysłaliśmy po rejestracji.'

type AuthCollection = 'partners' | 'staff'

function lockedMessage(minutesLeft: number): string {
  return `Konto zostało czasowo zablokowane po zbyt wielu nieudanych próbach logowania. Spróbuj ponownie za ${minutesLeft} min.`
}

/** Minutes until the lock ends, or 0 when the account is not locked (lockUntil is a hidden auth field). */
async function lockMinutesLeft(payload: Payload, collection: AuthCollection, email: string): Promise<number> {
  // Reading the hidden lock field of an account nobody is logged into yet requires overriding access.
  const found = await payload.find({ collection, where: { email: { equals: email.toLowerCase() } }, limit: 1, overrideAccess: true, showHiddenFields: true })
  const lockUntil = (found.docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  if (!lockUntil) return 0
  const left = new Date(lockUntil).getTime() - Date.now()
  return left > 0 ? Math.max(1, Math.ceil(left / 60_000)) : 0
}

/**
 * Logs a partner or staff member in through Payload, which counts failed attempts in the database
 * (so the lock holds across app processes). Never says whether the e-mail or the password was wrong.
 */
export async function logIn(payload: Payload, collection: AuthCollection, credentials: LoginRequest) {
  try {
    const result = await payload.login({ collection, data: { email: credentials.email.trim(), password: credentials.password } })
    if (!result.token || !result.user) throw new AppError(401, WRONG_CREDENTIALS_MESSAGE)
    if (collection === 'partners' && (result.user as { blocked_at?: string | null }).blocked_at) throw new AppError(403, BLOCKED_MESSAGE)
    if (collection === 'partners' && !(result.user as { confirmed_at?: string | null }).confirmed_at) throw new AppError(403, UNCONFIRMED_MESSAGE)
    return { token: result.token, user: result.user, expiresInSeconds: (result.exp ?? 0) - Math.floor(Date.now() / 1000) }
  } catch (error) {
    if (error instanceof LockedAuth) {
      const minutes = await lockMinutesLeft(payload, collection, credentials.email)
      throw new AppError(423, lockedMessage(minutes || LOGIN_LOCK_MINUTES))
    }
    if (error instanceof AuthenticationError) {
      const minutes = await lockMinutesLeft(payload, collection, credentials.email)
      throw new AppError(minutes ? 423 : 401, minutes ? lockedMessage(minutes) : WRONG_CREDENTIALS_MESSAGE)
    }
    throw error
  }
}
