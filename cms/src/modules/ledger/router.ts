import { Router } from 'express'
import type { Payload } from 'payload'
import { requireProgramme } from '../programme/requireProgramme'
import { balanceOf } from './ledger'

export function ledgerRouter(payload: Payload): Router {
  const router = Router()
  router.get('/points', requireProgramme(payload, 'points'), async (req, res) => {
    res.json(await balanceOf(payload, req.partner!.id, req.partner!))
  })
  return router
}
