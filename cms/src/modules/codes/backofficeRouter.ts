import { Router } from 'express'
import { recordExport } from '../audit/audit'
import { parseBody } from '../../domain/errors'
import {
  type BackofficeContext,
  bodyText,
  csvBody,
  findVisible,
  isDryRun,
  listRoute,
  parseListQuery,
  sendList,
  staffReads,
  staffWrites,
} from '../backoffice/simpleRest'
import { batchFromRequest, importBatchRequest, newBatchRequest } from './batchRequest'
import { generateBatch, revokeBatch } from './batches'
import { writeBatchCodesCsv, writeBatchCodesPdf } from './exports'
import { dryRunImport, importBatch } from './importBatch'
import { BATCH_SORTABLE, batchRow, CODE_SORTABLE, codeDetails, listBatches, listCodes } from './lists'

/** Code batches (generated here or imported from a printer's file), their codes as CSV or PDF, and single codes. */
export function codesBackofficeRouter({ payload, publicUrl }: BackofficeContext): Router {
  const router = Router()

  router.post('/code-batches', staffWrites, async (req, res) => {
    const input = parseBody(newBatchRequest, req.body)
    const { batch, codes } = await generateBatch(payload, { ...batchFromRequest(input), count: input.count }, req.staff!)
    res.status(201).json({ id: batch.id, name: batch.name, count: codes.length })
  })

  /** Codes printed elsewhere: the CSV file is the body, the batch's description the query string. */
  router.post('/code-batches/import', staffWrites, csvBody, async (req, res) => {
    const input = parseBody(importBatchRequest, req.query)
    if (isDryRun(input)) {
      res.json(await dryRunImport(payload, bodyText(req.body)))
      return
    }
    const { batch, count } = await importBatch(payload, batchFromRequest(input), bodyText(req.body), req.staff!)
    res.status(201).json({ id: batch.id, name: batch.name, count })
  })

  router.post('/code-batches/:id/revoke', staffWrites, async (req, res) => {
    res.json(await revokeBatch(payload, req.staff!, String(req.params.id)))
  })

  router.get('/code-batches', staffReads, listRoute(payload, 'code-batches', BATCH_SORTABLE, 'createdAt', listBatches))

  router.get('/code-batches/:id', staffReads, async (req, res) => {
    res.json(batchRow(await findVisible(payload, req.staff!, 'code-batches', String(req.params.id), 'Nie znaleziono partii kodów.')))
  })

  router.get('/code-batches/:id/codes.csv', staffReads, async (req, res) => {
    const batch = await findVisible(payload, req.staff!, 'code-batches', String(req.params.id), 'Nie znaleziono partii kodów.')
    await recordExport(payload, req.staff!, { file: `kody-${batch.id}.csv`, title: 'Kody partii', scope: batch.name })
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="kody-${batch.id}.csv"`)
    await writeBatchCodesCsv(res, payload, batch.id, publicUrl)
  })

  router.get('/code-batches/:id/codes.pdf', staffReads, async (req, res) => {
    const batch = await findVisible(payload, req.staff!, 'code-batches', String(req.params.id), 'Nie znaleziono partii kodów.')
    await recordExport(payload, req.staff!, { file: `kody-${batch.id}.pdf`, title: 'Kody partii', scope: batch.name })
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="kody-${batch.id}.pdf"`)
    await writeBatchCodesPdf(res, payload, batch.id, publicUrl, batch.name)
  })

  router.get('/codes', staffReads, listRoute(payload, 'codes', CODE_SORTABLE, 'createdAt', listCodes))

  router.get('/codes/:id', staffReads, async (req, res) => {
    res.json(await codeDetails(payload, req.staff!, String(req.params.id)))
  })

  /** Choices for the batch form: products by index. */
  router.get('/products', staffReads, async (req, res) => {
    const query = parseListQuery(req.query, ['index', 'name'], 'index')
    const result = await payload.find({
      collection: 'products',
      sort: query.sort,
      limit: query.limit,
      page: query.page,
      depth: 0,
      user: req.staff,
      overrideAccess: false,
    })
    const choices = result.docs.map((p) => ({ id: p.id, index: p.index, name: p.name }))
    sendList(res, 'products', query, choices, result.totalDocs)
  })

  return router
}
