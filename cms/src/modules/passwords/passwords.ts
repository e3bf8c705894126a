import type { Payload } from 'payload'
import { links, remindPasswordRequest, RESET_LINK_HOURS, setPasswordRequest } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import { loginStateByEmail, resetWithToken, storeResetToken } from '../auth/credentials'
import { programmeContact, sendEmail } from '../email/send'
import { languageOf, passwordResetEmail } from '../email/templates'
import { hashLinkToken, newLinkToken } from '../email/tokens'
import { consume, type RateLimitStore } from '../rate-limit/limiter'
import { inTransaction } from '../transaction'

const RESET_FAILED = 'Link do zmiany hasła jest nieprawidłowy, został już użyty albo wygasł. Poproś o nowy.'
const FIFTEEN_MINUTES = 15 * 60 * 1000

/**
 * Sends a single-use reset link to an existing account; unknown addresses get nothing. The answer is
 * the same either way and the e-mail leaves after it, so neither the answer nor its time tells them apart.
 */
export async function remindPassword(
  payload: Payload,
  store: RateLimitStore,
  body: unknown,
  ip: string,
  baseUrl: string,
): Promise<() => Promise<void>> {
  const { email } = parseBody(remindPasswordRequest, body)
  await consume(store, [
    { name: 'remind-ip', key: ip, max: 10, windowMs: FIFTEEN_MINUTES },
    { name: 'remind-email', key: email, max: 3, windowMs: FIFTEEN_MINUTES },
  ])
  return async () => {
    const account = await loginStateByEmail(payload, email)
    if (!account) return
    const { token, hash } = newLinkToken()
    await storeResetToken(payload, account.partnerId, hash, new Date(Date.now() + RESET_LINK_HOURS * 3600_000))
    const partner = await payload.findByID({ collection: 'partners', id: account.partnerId, depth: 0, overrideAccess: true })
    const contact = await programmeContact(payload, partner.programme)
    const url = `${baseUrl}${links.passwordReset(token, partner.email)}`
    await sendEmail(payload, partner.email, passwordResetEmail(contact, { url }, languageOf(partner)))
  }
}

/** Sets the new password if the link belongs to this e-mail and is still valid; the link works once and every session ends. */
export async function resetPassword(payload: Payload, failures: RateLimitStore, body: unknown): Promise<void> {
  const input = parseBody(setPasswordRequest, body)
  const done = await inTransaction(payload, (req) => resetWithToken(payload, req, input.email, hashLinkToken(input.token), input.password))
  if (!done) throw new AppError(422, RESET_FAILED, { token: [RESET_FAILED] })
  // The owner proved access to the mailbox: earlier failed logins no longer lock the account.
  await failures.clear(`login-failures:${input.email.trim().toLowerCase()}`)
}
