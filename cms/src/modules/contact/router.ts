import { Router } from 'express'
import type { Payload } from 'payload'
import { CONTACT_SENT } from '@portal/shared'
import { sessionCookieOptions } from '../auth/session'
import type { RateLimitStore } from '../rate-limit/limiter'
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, forgetExpiredCaptchas, newCaptcha } from './captcha'
import { sendContactMessage } from './sendMessage'

/** Spec §7: GET /api/get-captcha → {captcha} (SVG), POST /api/send-message. */
export function contactRouter(payload: Payload, rateLimits: RateLimitStore, secret: string, secureCookies: boolean): Router {
  const router = Router()

  router.get('/get-captcha', async (_req, res) => {
    const { svg, token } = await newCaptcha(secret)
    res.cookie(CAPTCHA_COOKIE, token, sessionCookieOptions(secureCookies, CAPTCHA_TTL_MS / 1000))
    res.json({ captcha: svg })
  })

  router.post('/send-message', async (req, res) => {
    const captchaToken = req.cookies?.[CAPTCHA_COOKIE] as string | undefined
    // Whatever the outcome, this challenge is spent: the form loads a new one.
    res.clearCookie(CAPTCHA_COOKIE, sessionCookieOptions(secureCookies))
    await sendContactMessage(payload, rateLimits, secret, { partner: req.partner, ip: req.ip ?? 'unknown', captchaToken }, req.body)
    await forgetExpiredCaptchas(payload)
    res.json({ success: true, message: CONTACT_SENT })
  })

  return router
}
