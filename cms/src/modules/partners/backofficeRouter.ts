import { Router } from 'express'
import { type BackofficeContext, listRoute, staffReads, staffWrites } from '../backoffice/simpleRest'
import { findPartner, listPartners, PARTNER_SORTABLE, partnerDetails, setPartnerBlocked, updatePartner } from './partners'

/** Partners for staff: list, details, the fields staff own, blocking. */
export function partnersBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/partners', staffReads, listRoute(payload, 'partners', PARTNER_SORTABLE, 'email', listPartners))

  router.get('/partners/:id', staffReads, async (req, res) => {
    res.json(await partnerDetails(payload, req.staff!, await findPartner(payload, req.staff!, String(req.params.id))))
  })

  router.put('/partners/:id', staffWrites, async (req, res) => {
    res.json(await updatePartner(payload, req.staff!, String(req.params.id), req.body))
  })

  router.post('/partners/:id/block', staffWrites, async (req, res) => {
    res.json(await setPartnerBlocked(payload, req.staff!, String(req.params.id), true, req.body))
  })

  router.post('/partners/:id/unblock', staffWrites, async (req, res) => {
    res.json(await setPartnerBlocked(payload, req.staff!, String(req.params.id), false, req.body))
  })

  return router
}
