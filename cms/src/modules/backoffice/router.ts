import express, { type Request, type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import { loginRequest } from '@portal/shared'
import path from 'node:path'
import { AppError, validationError } from '../../domain/errors'
import { generateBatch } from '../codes/batches'
import { batchFromRequest, importBatchRequest, newBatchRequest } from '../codes/batchRequest'
import { dryRunImport, importBatch } from '../codes/importBatch'
import { writeBatchCodesCsv, writeBatchCodesPdf } from '../codes/exports'
import { parseBody } from '../../domain/errors'
import { logInStaff } from '../auth/login'
import { requireStaff, STAFF_COOKIE, sessionCookieOptions, setSessionCookie } from '../auth/session'
import { createInvitation } from '../registration/createInvitation'
import { AUDIT_SORTABLE, findAuditEntry, listAuditLog } from './auditLog'
import { BATCH_SORTABLE, batchRow, CODE_SORTABLE, codeDetails, listBatches, listCodes } from './codes'
import { dashboard } from './dashboard'
import { findMessage, listMessages, markAnswered, MESSAGE_SORTABLE, messageRow, replyToMessage } from './contactMessages'
import { ADJUSTMENT_SORTABLE, adjustPoints, importAdjustments, listAdjustments } from './adjustments'
import { acceptOrders, changeOrderStatus, findOrder, listOrders, ORDER_SORTABLE, orderRow, writeOrdersCsv } from './orders'
import { importInvitations, INVITATION_SORTABLE, listInvitations, resendInvitation, revokeInvitation } from './invitations'
import {
  COMPANY_SORTABLE,
  companyRow,
  findCompany,
  findPartner,
  LEDGER_SORTABLE,
  listCompanies,
  listLedger,
  listPartners,
  listStatements,
  PARTNER_SORTABLE,
  partnerDetails,
  setPartnerBlocked,
  STATEMENT_SORTABLE,
  updateCompany,
  updatePartner,
} from './partners'
import { findPublication, listPublications, PUBLICATION_SORTABLE, publicationRow, rankingImportQuery } from './rankings'
import { dryRunRankingImport, publishRanking, restoreRanking } from '../ranking/publications'
import { RANKING_FILES_DIR } from '../../collections/RankingFiles'
import { isRecordId, type ListQuery, parseListQuery, sendList } from './simpleRest'
import type { Staff } from '../../payload-types'

type Lister = (payload: Payload, staff: Staff & { collection: 'staff' }, query: ListQuery) => Promise<{ rows: unknown[]; total: number }>

/** The react-admin API (ra-data-simple-rest dialect); roles are enforced here for every route. */
export function backofficeRouter(payload: Payload, secureCookies: boolean, publicUrl: string): Router {
  const router = Router()
  const backOfficeRoles = requireStaff('programme', 'auditor')

  /** A list route in the simple-rest dialect: sort, range and filter in, rows and Content-Range out. */
  const list =
    (resource: string, sortable: readonly string[], defaultSort: string, lister: Lister): RequestHandler =>
    async (req, res) => {
      const query = parseListQuery(req.query, sortable, defaultSort)
      const { rows, total } = await lister(payload, req.staff!, query)
      sendList(res, resource, query, rows, total)
    }

  router.post('/login', async (req, res) => {
    const { token, user, expiresInSeconds } = await logInStaff(payload, parseBody(loginRequest, req.body))
    setSessionCookie(res, STAFF_COOKIE, token, secureCookies, expiresInSeconds)
    const staff = user as { id: string; email: string; name?: string | null; roles?: string[] }
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.post('/logout', requireStaff('marketing', 'programme', 'auditor'), (_req, res) => {
    res.clearCookie(STAFF_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  router.get('/me', requireStaff('marketing', 'programme', 'auditor'), (req, res) => {
    const staff = req.staff!
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.get('/dashboard', backOfficeRoles, async (req, res) => {
    res.json(await dashboard(payload, req.staff!))
  })

  router.get('/partners', backOfficeRoles, list('partners', PARTNER_SORTABLE, 'email', listPartners))

  router.get('/partners/:id', backOfficeRoles, async (req, res) => {
    res.json(await partnerDetails(payload, req.staff!, await findPartner(payload, req.staff!, String(req.params.id))))
  })

  router.put('/partners/:id', requireStaff('programme'), async (req, res) => {
    res.json(await updatePartner(payload, req.staff!, String(req.params.id), req.body))
  })

  router.post('/partners/:id/block', requireStaff('programme'), async (req, res) => {
    res.json(await setPartnerBlocked(payload, req.staff!, String(req.params.id), true, req.body))
  })

  router.post('/partners/:id/unblock', requireStaff('programme'), async (req, res) => {
    res.json(await setPartnerBlocked(payload, req.staff!, String(req.params.id), false, req.body))
  })

  router.get('/companies', backOfficeRoles, list('companies', COMPANY_SORTABLE, 'name', listCompanies))

  router.get('/companies/:id', backOfficeRoles, async (req, res) => {
    res.json(companyRow(await findCompany(payload, req.staff!, String(req.params.id))))
  })

  router.put('/companies/:id', requireStaff('programme'), async (req, res) => {
    res.json(await updateCompany(payload, req.staff!, String(req.params.id), req.body))
  })

  /** Filter choices: the 16 provinces. */
  router.get('/provinces', backOfficeRoles, async (req, res) => {
    const query = parseListQuery(req.query, ['name'], 'name')
    const result = await payload.find({ collection: 'provinces', sort: query.sort, limit: query.limit, page: query.page, depth: 0 })
    sendList(
      res,
      'provinces',
      query,
      result.docs.map((p) => ({ id: p.id, name: p.name })),
      result.totalDocs,
    )
  })

  router.get('/ledger-entries', backOfficeRoles, list('ledger-entries', LEDGER_SORTABLE, 'createdAt', listLedger))

  router.get('/statements', backOfficeRoles, list('statements', STATEMENT_SORTABLE, 'accepted_at', listStatements))

  router.get('/audit-log', backOfficeRoles, list('audit-log', AUDIT_SORTABLE, 'createdAt', listAuditLog))

  router.get('/audit-log/:id', backOfficeRoles, async (req, res) => {
    res.json(await findAuditEntry(payload, req.staff!, String(req.params.id)))
  })

  router.post('/code-batches', requireStaff('programme'), async (req, res) => {
    const input = parseBody(newBatchRequest, req.body)
    const { batch, codes } = await generateBatch(payload, { ...batchFromRequest(input), count: input.count }, req.staff!)
    res.status(201).json({ id: batch.id, name: batch.name, count: codes.length })
  })

  /** Codes printed elsewhere: the CSV file is the body, the batch's description the query string. */
  router.post(
    '/code-batches/import',
    requireStaff('programme'),
    express.text({ type: ['text/csv', 'text/plain'], limit: '5mb' }),
    async (req, res) => {
      const input = parseBody(importBatchRequest, req.query)
      const csv = typeof req.body === 'string' ? req.body : ''
      if (input.dry_run === '1' || input.dry_run === 'true') {
        res.json(await dryRunImport(payload, csv))
        return
      }
      const { batch, count } = await importBatch(payload, batchFromRequest(input), csv, req.staff!)
      res.status(201).json({ id: batch.id, name: batch.name, count })
    },
  )

  router.get('/code-batches', backOfficeRoles, list('code-batches', BATCH_SORTABLE, 'createdAt', listBatches))

  router.get('/codes', backOfficeRoles, list('codes', CODE_SORTABLE, 'createdAt', listCodes))

  router.get('/codes/:id', backOfficeRoles, async (req, res) => {
    res.json(await codeDetails(payload, req.staff!, String(req.params.id)))
  })

  /** Choices for the batch form: products by index. */
  router.get('/products', backOfficeRoles, async (req, res) => {
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
    sendList(
      res,
      'products',
      query,
      result.docs.map((p) => ({ id: p.id, index: p.index, name: p.name })),
      result.totalDocs,
    )
  })

  const batchFor = async (req: Request) => {
    const id = String(req.params.id)
    const batch = isRecordId(id)
      ? (
          await payload.find({
            collection: 'code-batches',
            where: { id: { equals: id } },
            limit: 1,
            user: req.staff,
            overrideAccess: false,
          })
        ).docs[0]
      : undefined
    if (!batch) throw new AppError(404, 'Nie znaleziono partii kodów.')
    return batch
  }

  router.get('/code-batches/:id', backOfficeRoles, async (req, res) => {
    res.json(batchRow(await batchFor(req)))
  })

  router.get('/code-batches/:id/codes.csv', backOfficeRoles, async (req, res) => {
    const batch = await batchFor(req)
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="kody-${batch.id}.csv"`)
    await writeBatchCodesCsv(res, payload, batch.id, publicUrl)
  })

  router.get('/code-batches/:id/codes.pdf', backOfficeRoles, async (req, res) => {
    const batch = await batchFor(req)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="kody-${batch.id}.pdf"`)
    await writeBatchCodesPdf(res, payload, batch.id, publicUrl, batch.name)
  })

  router.get('/contact-messages', backOfficeRoles, list('contact-messages', MESSAGE_SORTABLE, 'createdAt', listMessages))

  router.get('/contact-messages/:id', backOfficeRoles, async (req, res) => {
    res.json(messageRow(await findMessage(payload, req.staff!, String(req.params.id))))
  })

  router.post('/contact-messages/:id/reply', requireStaff('programme'), async (req, res) => {
    res.json(await replyToMessage(payload, req.staff!, String(req.params.id), req.body))
  })

  router.post('/contact-messages/:id/answered', requireStaff('programme'), async (req, res) => {
    const message = await findMessage(payload, req.staff!, String(req.params.id))
    res.json(await markAnswered(payload, req.staff!, message.id))
  })

  const rankingFile = express.raw({
    type: ['text/csv', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'],
    limit: '50mb',
  })

  /** A results file as the body: a dry run (row errors, diff) or, for a clean file, the publication. */
  router.post('/ranking-imports', requireStaff('programme'), rankingFile, async (req, res) => {
    const input = parseBody(rankingImportQuery, req.query)
    const file = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    if (file.length === 0) throw validationError({ file: ['Wybierz plik CSV lub XLSX z wynikami.'] })
    if (input.dry_run === '1' || input.dry_run === 'true') {
      res.json(await dryRunRankingImport(payload, file))
      return
    }
    const publication = await publishRanking(payload, file, input.file_name, input.data_date, req.staff!)
    res.status(201).json({ id: publication.id, rows_count: publication.rows_count })
  })

  router.get('/ranking-publications', backOfficeRoles, list('ranking-publications', PUBLICATION_SORTABLE, 'createdAt', listPublications))

  router.get('/ranking-publications/:id', backOfficeRoles, async (req, res) => {
    res.json(publicationRow(await findPublication(payload, req.staff!, String(req.params.id))))
  })

  router.get('/ranking-publications/:id/file', backOfficeRoles, async (req, res) => {
    const publication = await findPublication(payload, req.staff!, String(req.params.id))
    const file = typeof publication.file === 'object' ? publication.file : null
    if (!file?.filename) throw new AppError(404, 'Nie znaleziono pliku publikacji.')
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
    res.sendFile(path.join(RANKING_FILES_DIR, file.filename))
  })

  router.post('/ranking-publications/:id/restore', requireStaff('programme'), async (req, res) => {
    await restoreRanking(payload, String(req.params.id))
    res.json(publicationRow(await findPublication(payload, req.staff!, String(req.params.id))))
  })

  router.get('/orders', backOfficeRoles, list('orders', ORDER_SORTABLE, 'createdAt', listOrders))

  /** The fulfilment house's file for the orders matching the list's filter. */
  router.get('/orders.csv', backOfficeRoles, async (req, res) => {
    const query = parseListQuery(req.query, ORDER_SORTABLE, 'createdAt')
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', 'attachment; filename="zamowienia.csv"')
    await writeOrdersCsv(res, payload, req.staff!, query.filter)
  })

  router.post('/orders/accept', requireStaff('programme'), async (req, res) => {
    res.json(await acceptOrders(payload, req.staff!, req.body))
  })

  router.get('/orders/:id', backOfficeRoles, async (req, res) => {
    res.json(orderRow(await findOrder(payload, req.staff!, String(req.params.id))))
  })

  router.post('/orders/:id/status', requireStaff('programme'), async (req, res) => {
    const order = await findOrder(payload, req.staff!, String(req.params.id))
    res.json(await changeOrderStatus(payload, req.staff!, order.id, req.body))
  })

  router.get('/ledger-adjustments', backOfficeRoles, list('ledger-adjustments', ADJUSTMENT_SORTABLE, 'createdAt', listAdjustments))

  router.post('/ledger-adjustments', requireStaff('programme'), async (req, res) => {
    res.status(201).json(await adjustPoints(payload, req.staff!, req.body))
  })

  /** A CSV of corrections as the body; `?dry_run=1` checks every row and writes nothing. */
  router.post(
    '/ledger-adjustments/import',
    requireStaff('programme'),
    express.text({ type: ['text/csv', 'text/plain'], limit: '5mb' }),
    async (req, res) => {
      const dryRun = req.query.dry_run === '1' || req.query.dry_run === 'true'
      const result = await importAdjustments(payload, req.staff!, typeof req.body === 'string' ? req.body : '', dryRun)
      res.status(dryRun ? 200 : 201).json(result)
    },
  )

  router.get('/invitations', backOfficeRoles, list('invitations', INVITATION_SORTABLE, 'createdAt', listInvitations))

  router.post(
    '/invitations/import',
    requireStaff('programme'),
    express.text({ type: ['text/csv', 'text/plain'], limit: '5mb' }),
    async (req, res) => {
      const dryRun = req.query.dry_run === '1' || req.query.dry_run === 'true'
      const result = await importInvitations(payload, req.staff!, typeof req.body === 'string' ? req.body : '', dryRun, publicUrl)
      res.status(dryRun ? 200 : 201).json(result)
    },
  )

  router.post('/invitations/:id/resend', requireStaff('programme'), async (req, res) => {
    res.json(await resendInvitation(payload, req.staff!, String(req.params.id), publicUrl))
  })

  router.post('/invitations/:id/revoke', requireStaff('programme'), async (req, res) => {
    res.json(await revokeInvitation(payload, req.staff!, String(req.params.id)))
  })

  router.post('/invitations', requireStaff('programme'), async (req, res) => {
    const invitation = await createInvitation(payload, req.staff!, req.body, publicUrl)
    res.status(201).json({
      id: invitation.id,
      email: invitation.email,
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      expires_at: invitation.expires_at,
    })
  })

  return router
}
