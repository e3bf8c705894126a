import { Router } from 'express'
import type { Payload } from 'payload'
import { requireProgramme } from '../programme/requireProgramme'
import { castVote, puzzleState } from './puzzle'

/** Spec §7: GET /api/puzzles-create, POST /api/puzzles-store {id, group} → {success, message}. */
export function puzzleRouter(payload: Payload): Router {
  const router = Router()
  // The puzzle game is the contest's.
  const requirePartner = requireProgramme(payload, 'contest')

  router.get('/puzzles-create', requirePartner, async (req, res) => {
    res.json(await puzzleState(payload, req.partner!))
  })

  router.post('/puzzles-store', requirePartner, async (req, res) => {
    await castVote(payload, req.partner!, req.body)
    res.json({ success: true, message: 'Głos został zapisany.' })
  })

  return router
}
