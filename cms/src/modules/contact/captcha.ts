import crypto from 'node:crypto'
import type { Payload } from 'payload'
import svgCaptcha from 'svg-captcha'
import { isUniqueConflict } from '../transaction'

export const CAPTCHA_COOKIE = 'contact_captcha'
export const CAPTCHA_TTL_MS = 5 * 60 * 1000

const WRONG = 'Nieprawidłowy kod z obrazka. Przepisz nowy kod.'

type Challenge = { nonce: string; expiresAt: number; answer: string }

const mac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url')
// The answer itself never leaves the server: the cookie carries its keyed hash, case-insensitive.
const answerHash = (secret: string, nonce: string, answer: string) => mac(secret, `captcha-answer:${nonce}:${answer.trim().toLowerCase()}`)

/** The signed cookie value of a challenge whose answer is `text`. */
export function signCaptcha(secret: string, text: string, expiresAt = Date.now() + CAPTCHA_TTL_MS): string {
  const nonce = crypto.randomBytes(12).toString('base64url')
  const challenge: Challenge = { nonce, expiresAt, answer: answerHash(secret, nonce, text) }
  const body = Buffer.from(JSON.stringify(challenge)).toString('base64url')
  return `${body}.${mac(secret, `captcha:${body}`)}`
}

/** A new SVG challenge and the signed token for its cookie. */
export function newCaptcha(secret: string): { svg: string; token: string } {
  const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1iIlL', color: false, background: '#ffffff' })
  return { svg: data, token: signCaptcha(secret, text) }
}

/**
 * Checks the typed answer against the cookie's challenge: signed by us, not expired, right answer,
 * and never used before (the nonce is recorded, so a replay fails on any process). Returns the
 * field error, or null when the answer is accepted.
 */
export async function checkCaptcha(payload: Payload, secret: string, token: string | undefined, answer: string | undefined): Promise<string | null> {
  if (!answer?.trim()) return 'Przepisz kod z obrazka.'
  const [body, signature] = (token ?? '').split('.')
  if (!body || !signature || signature.length !== mac(secret, 'x').length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(mac(secret, `captcha:${body}`)))) return WRONG
  const challenge = JSON.parse(Buffer.from(body, 'base64url').toString()) as Challenge
  if (challenge.expiresAt < Date.now()) return 'Kod z obrazka wygasł. Przepisz nowy kod.'
  if (answerHash(secret, challenge.nonce, answer) !== challenge.answer) return WRONG
  try {
    await payload.create({ collection: 'captcha-uses', data: { nonce: challenge.nonce }, overrideAccess: true })
  } catch (error) {
    if (isUniqueConflict(error)) return WRONG
    throw error
  }
  return null
}

/** Used nonces matter only while their challenge could still be valid. */
export async function forgetExpiredCaptchas(payload: Payload): Promise<void> {
  await payload.delete({ collection: 'captcha-uses', where: { createdAt: { less_than: new Date(Date.now() - 2 * CAPTCHA_TTL_MS).toISOString() } }, overrideAccess: true })
}
