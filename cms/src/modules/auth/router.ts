import { Router } from 'express'
import type { Payload } from 'payload'
import { loginRequest, SESSION_COOKIE } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import type { RateLimitStore } from '../rate-limit/limiter'
import { logInPartner } from './login'
import { requirePartner, sessionCookieOptions, setSessionCookie } from './session'
import { endSession } from './sessions'

/** Partner login and logout (spec §7); the session is an HttpOnly cookie holding a random token of a session row. */
export function authRouter(payload: Payload, rateLimits: RateLimitStore, secureCookies: boolean): Router {
  const router = Router()

  router.post('/login', async (req, res) => {
    const credentials = parseBody(loginRequest, req.body)
    const { token, expiresInSeconds } = await logInPartner(payload, rateLimits, credentials, {
      userAgent: req.get('user-agent') ?? null,
      ip: req.ip ?? null,
      remember: credentials.remember,
    })
    setSessionCookie(res, SESSION_COOKIE, token, secureCookies, expiresInSeconds)
    res.json({ success: true, message: 'Zalogowano.' })
  })

  router.post('/logout', requirePartner, async (req, res) => {
    await endSession(payload, req.partner!.sessionId)
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  return router
}
