import type { Payload } from 'payload'
import { remindPasswordRequest, setPasswordRequest } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import type { Partner } from '../../payload-types'
import { logOut } from '../auth/logout'
import { programmeContact, sendEmail } from '../email/send'
import { passwordResetEmail } from '../email/templates'
import { consume, type RateLimitStore } from '../rate-limit/limiter'

export const RESET_FAILED = 'Link do zmiany hasła jest nieprawidłowy, został już użyty albo wygasł. Poproś o nowy.'
const FIFTEEN_MINUTES = 15 * 60 * 1000

// Password recovery is done by guests, who by definition are not signed in: the reads and writes
// below override access, and the answer never says whether an account exists.
const asRecovery = { overrideAccess: true } as const

async function partnerByEmail(payload: Payload, email: string): Promise<Partner | null> {
  const found = await payload.find({ collection: 'partners', where: { email: { equals: email } }, limit: 1, depth: 0, showHiddenFields: true, ...asRecovery })
  return found.docs[0] ?? null
}

/** Sends a single-use reset link (valid an hour) to an existing account; unknown addresses get nothing. */
export async function remindPassword(payload: Payload, store: RateLimitStore, body: unknown, ip: string, baseUrl: string): Promise<void> {
  const { email } = parseBody(remindPasswordRequest, body)
  await consume(store, [
    { name: 'remind-ip', key: ip, max: 10, windowMs: FIFTEEN_MINUTES },
    { name: 'remind-email', key: email, max: 3, windowMs: FIFTEEN_MINUTES },
  ])
  const partner = await partnerByEmail(payload, email)
  if (!partner) return
  const token = await payload.forgotPassword({ collection: 'partners', data: { email }, disableEmail: true, ...asRecovery })
  const contact = await programmeContact(payload, partner.programme)
  const url = `${baseUrl}/password-reset/${encodeURIComponent(token)}/${encodeURIComponent(email)}`
  await sendEmail(payload, email, passwordResetEmail(contact, { url }))
}

/** Sets the new password if the token belongs to this e-mail and is still valid, then ends every session. */
export async function resetPassword(payload: Payload, body: unknown): Promise<void> {
  const input = parseBody(setPasswordRequest, body)
  const partner = await partnerByEmail(payload, input.email)
  const hidden = partner as (Partner & { resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }) | null
  const valid = hidden?.resetPasswordToken === input.token && hidden.resetPasswordExpiration && new Date(hidden.resetPasswordExpiration).getTime() > Date.now()
  if (!partner || !valid) throw new AppError(422, RESET_FAILED, { token: [RESET_FAILED] })
  await payload.resetPassword({ collection: 'partners', data: { token: input.token, password: input.password }, ...asRecovery })
  await logOut(payload, { id: partner.id, collection: 'partners' }, { allSessions: true })
  // Payload's generated unlock type also lists a password, which the unlock operation never reads.
  await payload.unlock({ collection: 'partners', data: { email: input.email } as { email: string; password: string }, ...asRecovery })
}
