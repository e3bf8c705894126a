import { Router } from 'express'
import type { Payload } from 'payload'
import { requireAcceptedPartner } from '../consents/requireAcceptance'
import { rankingView } from './view'

/** GET /api/ranking: "Śledź swoje wyniki". */
export function rankingRouter(payload: Payload): Router {
  const router = Router()
  router.get('/ranking', requireAcceptedPartner(payload), async (req, res) => {
    res.json(await rankingView(payload, req.partner!))
  })
  return router
}
