import crypto from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/shared'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const CSRF_MESSAGE = 'Sesja bezpieczeństwa wygasła (brak lub błędny token CSRF). Odśwież stronę i spróbuj ponownie.'

/**
 * Double-submit CSRF token, signed with the server secret so any app process can verify it
 * without shared memory: the cookie and the X-XSRF-TOKEN header must match and carry a valid signature.
 */
export function csrfProtection(secret: string, secureCookies: boolean) {
  const sign = (nonce: string) => crypto.createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url')

  const isValid = (token: string): boolean => {
    const [nonce, signature] = token.split('.')
    if (!nonce || !signature) return false
    const expected = Buffer.from(sign(nonce))
    const given = Buffer.from(signature)
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
  }

  const issue = (res: Response): string => {
    const token = `${crypto.randomBytes(18).toString('base64url')}.`
    const full = token + sign(token.slice(0, -1))
    res.cookie(CSRF_COOKIE, full, { httpOnly: false, sameSite: 'lax', secure: secureCookies, path: '/' })
    return full
  }

  /** GET /sanctum/csrf-cookie (the spec's Laravel-style name): sets XSRF-TOKEN, answers 204. */
  const cookieEndpoint: RequestHandler = (_req, res) => {
    issue(res)
    res.status(204).end()
  }

  const verify: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const cookieToken: unknown = req.cookies?.[CSRF_COOKIE]
    const headerToken = req.get(CSRF_HEADER)
    if (typeof cookieToken === 'string' && headerToken === cookieToken && isValid(cookieToken)) return next()
    res.status(419).json({ success: false, message: CSRF_MESSAGE })
  }

  return { cookieEndpoint, verify }
}

/**
 * Payload's REST and admin (cookie-authenticated, no CSRF token of ours): a write whose browser says it comes
 * from another origin is refused, whatever Payload's own settings. Clients that send no Origin are not browsers.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin
  return (req, res, next) => {
    const origin = req.get('origin')
    if (SAFE_METHODS.has(req.method) || !origin || origin === allowed) return next()
    res.status(403).json({ errors: [{ message: 'Żądanie z innej domeny zostało odrzucone.' }] })
  }
}
