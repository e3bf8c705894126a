import type { CookieOptions, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'
import { SESSION_COOKIE, type StaffRole } from '@portal/shared'
import { hasRole, isStaff } from '../../access/roles'
import { readModelOf } from '../../cache/readModel'
import { AppError } from '../../domain/errors'
// The Request augmentation (req.partner, req.staff, req.id, req.log) travels with this module into every project that compiles it.
import type {} from '../../express-request'
import { sessionPartnerId } from './sessions'

/** Staff share Payload's own cookie, so a back-office login also opens /admin. */
export const STAFF_COOKIE = 'payload-token'

export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds * 1000 } : {}) }
}

export function setSessionCookie(res: Response, name: string, token: string, secure: boolean, maxAgeSeconds: number): void {
  res.cookie(name, token, sessionCookieOptions(secure, maxAgeSeconds))
}

/**
 * The partner's record as the session check needs it, kept until the record changes: Partners' hooks drop it at
 * once, and the session lookup (at most a second old) brings the record's updated_at, so a change another process
 * made is read again within a second without reading the whole record every second.
 */
function partnerRecord(payload: Payload, partnerId: string, version: string) {
  return readModelOf(payload, 'partner-records', ['partner'], (id) =>
    payload.findByID({ collection: 'partners', id, depth: 0, overrideAccess: true, disableErrors: true }),
  ).get(partnerId, undefined, version)
}

type PartnerRecord = NonNullable<Awaited<ReturnType<typeof partnerRecord>>>
type SessionPartner = PartnerRecord & { collection: 'partners'; sessionId: string; remembered: boolean }
// One request view per record and session, made again only when the record is (a changed record is a new object).
const sessionViews = new WeakMap<PartnerRecord, Map<string, SessionPartner>>()

function sessionView(partner: PartnerRecord, sessionId: string, remembered: boolean): SessionPartner {
  let views = sessionViews.get(partner)
  if (!views) sessionViews.set(partner, (views = new Map()))
  let view = views.get(sessionId)
  if (!view) views.set(sessionId, (view = { ...partner, collection: 'partners', sessionId, remembered }))
  return view
}

/** The partner of a portal session cookie (our own session rows; blocked logins have none). */
async function partnerFromCookie(payload: Payload, token: unknown) {
  if (typeof token !== 'string' || token.length === 0) return null
  const session = await sessionPartnerId(payload, token)
  if (!session) return null
  const partner = await partnerRecord(payload, session.partnerId, session.partnerVersion)
  return partner
    ? { partner: sessionView(partner, session.sessionId, session.remembered), renewedForSeconds: session.renewedForSeconds }
    : null
}

/** A staff member from Payload's token (signature, expiry, and the account as it is now: a block ends the session). */
async function staffFromCookie(payload: Payload, token: unknown) {
  if (typeof token !== 'string' || token.length === 0) return null
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user && isStaff(user) ? user : null
}

/**
 * Reads the partner's and the staff member's session cookies into req.partner and req.staff; a remembered session
 * whose end just moved sends its cookie again with the new lifetime.
 */
export function attachUsers(payload: Payload, secureCookies: boolean): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = req.cookies?.[SESSION_COOKIE]
      const found = await partnerFromCookie(payload, token)
      if (found) {
        req.partner = found.partner
        if (found.renewedForSeconds) setSessionCookie(res, SESSION_COOKIE, token, secureCookies, found.renewedForSeconds)
      }
      const staff = await staffFromCookie(payload, req.cookies?.[STAFF_COOKIE])
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
    if (!req.staff) return next(new AppError(401, UNAUTHENTICATED_MESSAGE))
    if (hasRole(req.staff, ...roles)) return next()
    next(new AppError(403, 'Brak uprawnień do tej części panelu.'))
  }
}
