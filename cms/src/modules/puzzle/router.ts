import { Router } from 'express'
import type { Payload } from 'payload'
import { requireAcceptedPartner } from '../consents/requireAcceptance'
import { castVote, puzzleState } from './puzzle'

/** Spec §7: GET /api/puzzles-create, POST /api/puzzles-store {id, group} → {success, message}. */
export function puzzleRouter(payload: Payload): Router {
  const router = Router()
  const requirePartner = requireAcceptedPartner(payload)

  router.get('/puzzles-create', requirePartner, async (req, res) => {
    res.json(await puzzleState(payload, req.partner!))
  })

  router.post('/puzzles-store', requirePartner, async (req, res) => {
    await castVote(payload, req.partner!, req.body)
    res.json({ success: true, message: 'Głos został zapisany.' })
  })

  return router
}
