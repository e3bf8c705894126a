import { Router } from 'express'
import type { Payload } from 'payload'
import { sendReadModel } from '../../cache/respond'
import { requireProgramme } from '../programme/requireProgramme'
import { contentLanguage } from '../content/language'
import { listPrizes } from './catalogue'

export function catalogueRouter(payload: Payload): Router {
  const router = Router()
  router.use('/prizes', requireProgramme(payload, 'points'))

  router.get('/prizes', async (req, res) => {
    sendReadModel(req, res, await listPrizes(payload, req.partner!, contentLanguage(req), req.query, req.originalUrl.split('?')[1] ?? ''))
  })

  return router
}
