import { Router } from 'express'
import type { Payload } from 'payload'
import { requireProgramme } from '../programme/requireProgramme'
import { castVote, puzzlePiece, puzzleState } from './puzzle'

/** Spec §7: GET /api/puzzles-create, POST /api/puzzles-store {id, group} → {success, message}. */
export function puzzleRouter(payload: Payload): Router {
  const router = Router()
  // The puzzle game is the contest's.
  const requirePartner = requireProgramme(payload, 'contest')

  router.get('/puzzles-create', requirePartner, async (req, res) => {
    res.json(await puzzleState(payload, req.partner!))
  })

  router.get('/puzzle-pieces/:n', requirePartner, async (req, res) => {
    const piece = await puzzlePiece(payload, req.partner!, String(req.params.n))
    // Private to the partner who revealed it; the picture's id in the address changes with the picture.
    res.setHeader('Cache-Control', 'private, max-age=86400')
    res.type('png').send(piece)
  })

  router.post('/puzzles-store', requirePartner, async (req, res) => {
    await castVote(payload, req.partner!, req.body)
    res.json({ success: true, message: 'Głos został zapisany.' })
  })

  return router
}
