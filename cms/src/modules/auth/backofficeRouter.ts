import { Router } from 'express'
import { loginRequest } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import type { BackofficeContext } from '../backoffice/simpleRest'
import { logInStaff } from './login'
import { requireStaff, STAFF_COOKIE, sessionCookieOptions, setSessionCookie } from './session'

/** Staff sign in to the back office (Payload's own cookie, so /admin opens too), see who they are, sign out. */
export function staffAuthBackofficeRouter({ payload, secureCookies }: BackofficeContext): Router {
  const router = Router()

  router.post('/login', async (req, res) => {
    const { token, user, expiresInSeconds } = await logInStaff(payload, parseBody(loginRequest, req.body))
    setSessionCookie(res, STAFF_COOKIE, token, secureCookies, expiresInSeconds)
    const staff = user as { id: string; email: string; name?: string | null; roles?: string[] }
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.post('/logout', requireStaff('marketing', 'programme', 'auditor'), (_req, res) => {
    res.clearCookie(STAFF_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  router.get('/me', requireStaff('marketing', 'programme', 'auditor'), (req, res) => {
    const staff = req.staff!
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  return router
}
