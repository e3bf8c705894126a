import { Router } from 'express'
import type { Payload } from 'payload'
import { loginRequest } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { logIn } from '../auth/login'
import { logOut } from '../auth/logout'
import { requireStaff, STAFF_COOKIE, sessionCookieOptions, setSessionCookie } from '../auth/session'
import { env } from '../../env'
import { publicBaseUrl } from '../email/links'
import { createInvitation } from '../registration/createInvitation'
import { listPartners, PARTNER_SORTABLE } from './partners'
import { parseListQuery, sendList } from './simpleRest'

/** The react-admin API (ra-data-simple-rest dialect); roles are enforced here for every route. */
export function backofficeRouter(payload: Payload, secureCookies: boolean): Router {
  const router = Router()
  const backOfficeRoles = requireStaff('programme', 'auditor')

  router.post('/login', async (req, res) => {
    const { token, user, expiresInSeconds } = await logIn(payload, 'staff', parseBody(loginRequest, req.body))
    setSessionCookie(res, STAFF_COOKIE, token, secureCookies, expiresInSeconds)
    const staff = user as { id: string; email: string; name?: string | null; roles?: string[] }
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.post('/logout', requireStaff('marketing', 'programme', 'auditor'), async (req, res) => {
    await logOut(payload, req.staff!)
    res.clearCookie(STAFF_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  router.get('/me', requireStaff('marketing', 'programme', 'auditor'), (req, res) => {
    const staff = req.staff!
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.get('/partners', backOfficeRoles, async (req, res) => {
    const query = parseListQuery(req.query, PARTNER_SORTABLE, 'email')
    const { rows, total } = await listPartners(payload, req.staff!, query)
    sendList(res, 'partners', query, rows, total)
  })

  router.post('/invitations', requireStaff('programme'), async (req, res) => {
    const invitation = await createInvitation(payload, req.staff!, req.body, publicBaseUrl(req, env.PUBLIC_URL))
    res.status(201).json({ id: invitation.id, email: invitation.email, first_name: invitation.first_name, last_name: invitation.last_name, expires_at: invitation.expires_at })
  })

  return router
}
