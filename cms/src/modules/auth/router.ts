import { Router } from 'express'
import type { Payload } from 'payload'
import { LOCALE_COOKIE, loginRequest, SESSION_COOKIE } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import type { RateLimitStore } from '../rate-limit/limiter'
import { storePreferredLanguage } from '../account/account'
import { logInPartner } from './login'
import { requirePartner, sessionCookieOptions, setSessionCookie } from './session'
import { endSession } from './sessions'

/** Partner login and logout (spec §7); the session is an HttpOnly cookie holding a random token of a session row. */
export function authRouter(payload: Payload, rateLimits: RateLimitStore, secureCookies: boolean): Router {
  const router = Router()

  router.post('/login', async (req, res) => {
    const credentials = parseBody(loginRequest, req.body)
    const {
      token,
      expiresInSeconds,
      partnerId,
      language: stored,
    } = await logInPartner(payload, rateLimits, credentials, {
      userAgent: req.get('user-agent') ?? null,
      ip: req.ip ?? null,
      remember: credentials.remember,
    })
    setSessionCookie(res, SESSION_COOKIE, token, secureCookies, expiresInSeconds)
    // A language picked on this device before logging in is the partner's choice; without one, the partner's
    // stored language comes to this device (the switcher changes both).
    const picked = req.cookies?.[LOCALE_COOKIE]
    const language = picked === 'pl' || picked === 'en' ? picked : stored
    if (language !== stored) await storePreferredLanguage(payload, partnerId, language)
    res.cookie(LOCALE_COOKIE, language, { sameSite: 'lax', secure: secureCookies, path: '/', maxAge: 365 * 24 * 3600_000 })
    res.json({ success: true, message: 'Zalogowano.', language })
  })

  router.post('/logout', requirePartner, async (req, res) => {
    await endSession(payload, req.partner!.sessionId)
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  return router
}
