import { Router } from 'express'
import type { Payload } from 'payload'
import { sendReadModel } from '../../cache/respond'
import { requireProgramme } from '../programme/requireProgramme'
import { rankingView } from './view'

/** GET /api/ranking: "Śledź swoje wyniki". */
export function rankingRouter(payload: Payload): Router {
  const router = Router()
  router.get('/ranking', requireProgramme(payload, 'contest'), async (req, res) => {
    sendReadModel(req, res, await rankingView(payload, req.partner!))
  })
  return router
}
