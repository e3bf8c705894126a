import { Router } from 'express'
import type { Payload } from 'payload'
import { sendReadModel } from '../../cache/respond'
import { pageData } from './pageData'

export function programmeRouter(payload: Payload, geocoderUrl: string | null): Router {
  const router = Router()
  router.get('/page-data', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    sendReadModel(req, res, await pageData(payload, req.partner, geocoderUrl))
  })
  return router
}
