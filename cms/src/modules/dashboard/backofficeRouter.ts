import { Router } from 'express'
import { type BackofficeContext, staffReads } from '../backoffice/simpleRest'
import { dashboard } from './dashboard'

/** The back office's start page: this week's and this month's figures, computed on the server. */
export function dashboardBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()
  router.get('/dashboard', staffReads, async (req, res) => {
    res.json(await dashboard(payload, req.staff!))
  })
  return router
}
