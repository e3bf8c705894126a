import { Router } from 'express'
import type { Payload } from 'payload'
import { sendReadModel } from '../../cache/respond'
import { requireProgramme } from '../programme/requireProgramme'
import { balanceOf } from './ledger'

export function ledgerRouter(payload: Payload): Router {
  const router = Router()
  router.get('/points', requireProgramme(payload, 'points'), async (req, res) => {
    sendReadModel(req, res, await balanceOf(payload, req.partner!.id, req.partner!))
  })
  return router
}
