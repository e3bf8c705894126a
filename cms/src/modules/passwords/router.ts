import { Router } from 'express'
import type { Payload } from 'payload'
import type { RateLimitStore } from '../rate-limit/limiter'
import { remindPassword, resetPassword } from './passwords'

export function passwordsRouter(payload: Payload, rateLimits: RateLimitStore, publicUrl: string): Router {
  const router = Router()

  router.post('/remind-password', async (req, res) => {
    const sendLink = await remindPassword(payload, rateLimits, req.body, req.ip ?? 'unknown', publicUrl)
    res.json({ success: true })
    await sendLink().catch((error: unknown) => req.log.error({ err: error, requestId: req.id }, 'password reminder not sent'))
  })

  router.post('/reset-password', async (req, res) => {
    await resetPassword(payload, rateLimits, req.body)
    res.json({ success: true, message: 'Hasło zostało zmienione. Możesz się zalogować.' })
  })

  return router
}
