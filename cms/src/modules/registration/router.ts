import { Router } from 'express'
import type { Payload } from 'payload'
import { RESEND_CONFIRMATION_ANSWER } from '@portal/shared'
import type { RateLimitStore } from '../rate-limit/limiter'
import { confirmRegistration, registerTradesperson, resendConfirmation } from './selfRegistration'

/** Tradespeople register themselves and confirm by the e-mailed link. */
export function registrationRouter(payload: Payload, rateLimits: RateLimitStore, publicUrl: string): Router {
  const router = Router()

  router.post('/register', async (req, res) => {
    const { promotionPoints, register } = await registerTradesperson(payload, rateLimits, req.body, {
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent'),
      baseUrl: publicUrl,
    })
    res.status(202).json({
      success: true,
      message: 'Sprawdź skrzynkę e-mail: wysłaliśmy link potwierdzający rejestrację.',
      promotion_points: promotionPoints,
    })
    // All or nothing in its own transaction; a failure here (a racing registration of the same e-mail) sends no link.
    await register().catch((error: unknown) => req.log.error({ err: error, requestId: req.id }, 'self-registration not completed'))
  })

  router.post('/register/resend-confirmation', async (req, res) => {
    const send = await resendConfirmation(payload, rateLimits, req.body, { ip: req.ip ?? 'unknown', baseUrl: publicUrl })
    res.status(202).json({ success: true, message: RESEND_CONFIRMATION_ANSWER })
    await send().catch((error: unknown) => req.log.error({ err: error, requestId: req.id }, 'confirmation link not resent'))
  })

  router.post('/register/confirm', async (req, res) => {
    await confirmRegistration(payload, req.body)
    res.json({ success: true, message: 'Konto zostało potwierdzone. Możesz się zalogować.' })
  })

  return router
}
