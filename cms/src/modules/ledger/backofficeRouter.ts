import { Router } from 'express'
import { type BackofficeContext, bodyText, csvBody, isDryRun, listRoute, staffReads, staffWrites } from '../backoffice/simpleRest'
import { ADJUSTMENT_SORTABLE, adjustPoints, importAdjustments, listAdjustments } from './corrections'
import { LEDGER_SORTABLE, listLedger } from './entries'

/** A partner's ledger and the point corrections staff make, one by one or from a CSV file. */
export function ledgerBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/ledger-entries', staffReads, listRoute(payload, 'ledger-entries', LEDGER_SORTABLE, 'createdAt', listLedger))

  router.get('/ledger-adjustments', staffReads, listRoute(payload, 'ledger-adjustments', ADJUSTMENT_SORTABLE, 'createdAt', listAdjustments))

  router.post('/ledger-adjustments', staffWrites, async (req, res) => {
    res.status(201).json(await adjustPoints(payload, req.staff!, req.body))
  })

  /** A CSV of corrections as the body; `?dry_run=1` checks every row and writes nothing. */
  router.post('/ledger-adjustments/import', staffWrites, csvBody, async (req, res) => {
    const dryRun = isDryRun(req.query)
    const result = await importAdjustments(payload, req.staff!, bodyText(req.body), dryRun)
    res.status(dryRun ? 200 : 201).json(result)
  })

  return router
}
