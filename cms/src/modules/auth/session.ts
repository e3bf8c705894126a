import type { CookieOptions, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { SESSION_COOKIE, type StaffRole } from '@portal/shared'
import { AppError } from '../../domain/errors'
// The Request augmentation (req.partner, req.staff, req.id, req.log) travels with this module into every project that compiles it.
import type {} from '../../express-request'

/** Staff share Payload's own cookie, so a back-office login also opens /admin. */
export const STAFF_COOKIE = 'payload-token'

type AuthCollection = 'partners' | 'staff'

export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds * 1000 } : {}) }
}

export function setSessionCookie(res: Response, name: string, token: string, secure: boolean, maxAgeSeconds: number): void {
  res.cookie(name, token, sessionCookieOptions(secure, maxAgeSeconds))
}

/** Verifies a session token through Payload (signature, expiry and the server-side session list). */
async function userFromToken(payload: Payload, token: unknown, collection: AuthCollection) {
  if (typeof token !== 'string' || token.length === 0) return null
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user && user.collection === collection ? user : null
}

/** Reads the partner's and the staff member's session cookies into req.partner and req.staff. */
export function attachUsers(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    try {
      const partner = await userFromToken(payload, req.cookies?.[SESSION_COOKIE], 'partners')
      // A login blocked by staff ends every open session too, not only new logins.
      if (partner && !(partner as { blocked_at?: string | null }).blocked_at) req.partner = partner as NonNullable<typeof req.partner>
      const staff = await userFromToken(payload, req.cookies?.[STAFF_COOKIE], 'staff')
      if (staff) req.staff = staff as NonNullable<typeof req.staff>
      next()
    } catch (error) {
      next(error)
    }
  }
}

export const UNAUTHENTICATED_MESSAGE = 'Zaloguj się, aby kontynuować.'

export const requirePartner: RequestHandler = (req, _res, next) => {
  next(req.partner ? undefined : new AppError(401, UNAUTHENTICATED_MESSAGE))
}

/** Staff with one of the roles (admin always passes); read-only roles are checked per route. */
export function requireStaff(...roles: StaffRole[]): RequestHandler {
  return (req, _res, next) => {
    const own = (req.staff?.roles ?? []) as StaffRole[]
    if (!req.staff) return next(new AppError(401, UNAUTHENTICATED_MESSAGE))
    if (own.includes('admin') || roles.some((role) => own.includes(role))) return next()
    next(new AppError(403, 'Brak uprawnień do tej części panelu.'))
  }
}
