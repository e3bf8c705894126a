import { Router } from 'express'
import type { Payload } from 'payload'
import { loginRequest, SESSION_COOKIE } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { logIn } from './login'
import { logOut } from './logout'
import { requirePartner, sessionCookieOptions, setSessionCookie } from './session'

/** Partner login and logout (spec §7); the session is an HttpOnly cookie holding a revocable Payload session. */
export function authRouter(payload: Payload, secureCookies: boolean): Router {
  const router = Router()

  router.post('/login', async (req, res) => {
    const credentials = parseBody(loginRequest, req.body)
    const { token, expiresInSeconds } = await logIn(payload, 'partners', credentials)
    setSessionCookie(res, SESSION_COOKIE, token, secureCookies, expiresInSeconds)
    res.json({ success: true, message: 'Zalogowano.' })
  })

  router.post('/logout', requirePartner, async (req, res) => {
    await logOut(payload, req.partner!)
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  return router
}
