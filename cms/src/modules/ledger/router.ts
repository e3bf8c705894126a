import { Router } from 'express'
import type { Payload } from 'payload'
import { requireAcceptedPartner } from '../consents/requireAcceptance'
import { balanceOf } from './ledger'

export function ledgerRouter(payload: Payload): Router {
  const router = Router()
  router.get('/points', requireAcceptedPartner(payload), async (req, res) => {
    res.json(await balanceOf(payload, req.partner!.id, req.partner!))
  })
  return router
}
