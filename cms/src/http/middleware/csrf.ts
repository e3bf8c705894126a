import crypto from 'node:crypto'
import type { CookieOptions, Request, RequestHandler, Response } from 'express'
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/shared'
import { AppError } from '../../domain/errors'
import { STAFF_COOKIE } from '../../modules/auth/session'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const CSRF_MESSAGE = 'Sesja bezpieczeństwa wygasła (brak lub błędny token CSRF). Odśwież stronę i spróbuj ponownie.'

type SessionCookies = Record<string, unknown>
/** What a token is bound to: the partner's and the staff member's session cookies (none for a guest). */
const sessionOf = (cookies: SessionCookies | undefined) =>
  `${String(cookies?.[SESSION_COOKIE] ?? '')}|${String(cookies?.[STAFF_COOKIE] ?? '')}`

/**
 * Double-submit CSRF token, signed with the server secret so any app process can verify it without shared
 * memory, and bound to the session: the cookie and the X-XSRF-TOKEN header must match and carry a valid
 * signature over the current session cookies, so a token planted or taken before a login is worthless after it.
 */
export function csrfProtection(secret: string, secureCookies: boolean) {
  const sign = (nonce: string, session: string) =>
    crypto.createHmac('sha256', secret).update(`csrf:${nonce}:${session}`).digest('base64url')

  const isValid = (token: string, session: string): boolean => {
    const [nonce, signature] = token.split('.')
    if (!nonce || !signature) return false
    const expected = Buffer.from(sign(nonce, session))
    const given = Buffer.from(signature)
    return expected.length === given.length && crypto.timingSafeEqual(expected, given)
  }

  // Pairs already found valid: a partner's writes carry the same token until their session changes, and the HMAC
  // was ~2% of a code registration's CPU (bench:hot). Bounded: cleared when full, then checked again.
  const verified = new Set<string>()
  const isVerified = (token: string, session: string): boolean => {
    const pair = `${token} ${session}`
    if (verified.has(pair)) return true
    if (!isValid(token, session)) return false
    if (verified.size >= 10_000) verified.clear()
    verified.add(pair)
    return true
  }

  const issue = (res: Response, session: string): void => {
    const nonce = crypto.randomBytes(18).toString('base64url')
    res.cookie(CSRF_COOKIE, `${nonce}.${sign(nonce, session)}`, { httpOnly: false, sameSite: 'lax', secure: secureCookies, path: '/' })
  }

  /** GET /sanctum/csrf-cookie (the spec's Laravel-style name): sets XSRF-TOKEN, answers 204. */
  const cookieEndpoint: RequestHandler = (req, res) => {
    issue(res, sessionOf(req.cookies as SessionCookies))
    res.status(204).end()
  }

  /** A response that opens or ends a session (Express clears a cookie by setting it empty) carries a token bound to the new one. */
  const reissueOnSessionChange = (req: Request, res: Response) => {
    const cookies: SessionCookies = { ...(req.cookies as SessionCookies) }
    const setCookie = res.cookie.bind(res) as (name: string, value: string, options: CookieOptions) => Response
    res.cookie = ((name: string, value: string, options: CookieOptions) => {
      setCookie(name, value, options)
      if (name === SESSION_COOKIE || name === STAFF_COOKIE) {
        cookies[name] = value
        issue(res, sessionOf(cookies))
      }
      return res
    }) as Response['cookie']
  }

  const verify: RequestHandler = (req, res, next) => {
    reissueOnSessionChange(req, res)
    if (SAFE_METHODS.has(req.method)) return next()
    const cookieToken: unknown = req.cookies?.[CSRF_COOKIE]
    const headerToken = req.get(CSRF_HEADER)
    if (typeof cookieToken === 'string' && headerToken === cookieToken && isVerified(cookieToken, sessionOf(req.cookies as SessionCookies)))
      return next()
    next(new AppError(419, CSRF_MESSAGE))
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
