import express, { type Request, type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CodeImportCheck,
  machineOrdersQuery,
  type MachineOrdersPage,
  rankingImportQuery,
} from '@portal/shared'
import { AppError, parseBody, validationError } from '../../domain/errors'
import { bodyText, csvBody, isDryRun } from '../backoffice/simpleRest'
import { batchFromRequest, importBatchRequest } from '../codes/batchRequest'
import { dryRunImport, importBatch } from '../codes/importBatch'
import { dryRunRankingImport, publishRanking, rankingFile } from '../ranking/publications'
import { changeOrderStatus } from '../orders/fulfilment'
import { machineOf } from './keys'

const PAGE = 100

/** What a key does is recorded under its name, `api:<name>` (order history, audit log). */
const actorOf = (req: Request) => ({ id: null, email: `api:${req.machine!.name}` })

/**
 * The API for the manufacturer's systems (`/api/v1`), with API keys instead of sessions: no cookies, so no CSRF,
 * and every route names the scope it needs. Staff create, scope and revoke the keys in the back office.
 */
export function machineRouter(payload: Payload): Router {
  const router = Router()
  router.use(express.json({ limit: '1mb' }), (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    machineOf(payload, req.headers.authorization).then((machine) => {
      req.machine = machine
      next()
    }, next)
  })
  const needs =
    (scope: ApiKeyScope): RequestHandler =>
    (req, _res, next) =>
      next(
        req.machine!.scopes.includes(scope)
          ? undefined
          : new AppError(403, `Ten klucz API nie ma uprawnienia „${API_KEY_SCOPES[scope]}” (${scope}).`),
      )

  /** Orders waiting for fulfilment, oldest first, with what to send and where. */
  router.get('/orders', needs('orders:read'), async (req, res) => {
    const { status, page } = parseBody(machineOrdersQuery, req.query)
    const result = await payload.find({
      collection: 'orders',
      where: { status: { equals: status } },
      sort: 'createdAt',
      limit: PAGE,
      page,
      depth: 1,
      overrideAccess: true,
    })
    const ordersPage: MachineOrdersPage = {
      items: result.docs.map((order) => {
        const partner = typeof order.partner === 'object' ? order.partner : null
        return {
          number: order.number,
          status: order.status,
          created_at: order.createdAt,
          total_points: order.total_points,
          partner: partner
            ? { email: partner.email, name: `${partner.first_name} ${partner.last_name}`.trim(), phone: partner.phone ?? null }
            : null,
          delivery: order.delivery ?? null,
          lines: order.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
        }
      }),
      page: result.page ?? page,
      last_page: Math.max(result.totalPages, 1),
      total: result.totalDocs,
    }
    res.json(ordersPage)
  })

  /** A status change with its tracking number or reason, as the back office makes it (refunds included), by order number. */
  router.post('/orders/:number/status', needs('orders:write'), async (req, res) => {
    const found = await payload.find({
      collection: 'orders',
      where: { number: { equals: String(req.params.number) } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!found.docs[0]) throw new AppError(404, 'Nie znaleziono zamówienia.')
    const order = await changeOrderStatus(payload, actorOf(req), found.docs[0].id, req.body)
    res.json({ number: order.number, status: order.status, tracking_number: order.tracking_number, status_reason: order.status_reason })
  })

  /** A results file as the body (CSV or XLSX): `?dry_run=1` checks it (row errors, diff); a clean file is published. */
  router.post('/ranking-imports', needs('ranking:write'), rankingFile, async (req, res) => {
    const input = parseBody(rankingImportQuery, req.query)
    const file = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    if (file.length === 0) throw validationError({ file: ['Wyślij plik CSV lub XLSX z wynikami jako treść zapytania.'] })
    if (isDryRun(input)) return void res.json(await dryRunRankingImport(payload, file))
    const publication = await publishRanking(payload, file, input.file_name, input.data_date, actorOf(req))
    res.status(201).json({ id: publication.id, rows_count: publication.rows_count })
  })

  /** Codes printed elsewhere, one per line (CSV), as a new batch: `?dry_run=1` checks the file; the points limit applies. */
  router.post('/code-batches/import', needs('codes:write'), csvBody, async (req, res) => {
    const input = parseBody(importBatchRequest, req.query)
    if (isDryRun(input)) return void res.json((await dryRunImport(payload, bodyText(req.body))) satisfies CodeImportCheck)
    const { batch, count } = await importBatch(payload, batchFromRequest(input), bodyText(req.body), actorOf(req))
    res.status(201).json({ id: batch.id, name: batch.name, count })
  })

  router.use((_req, _res, next) => next(new AppError(404, 'Nie ma takiej operacji API.')))
  return router
}
