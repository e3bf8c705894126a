import { Router } from 'express'
import type { Payload } from 'payload'
import { requirePartner } from '../auth/session'
import { balanceOf } from './ledger'

export function ledgerRouter(payload: Payload): Router {
  const router = Router()
  router.get('/points', requirePartner, async (req, res) => {
    res.json(await balanceOf(payload, req.partner!))
  })
  return router
}
