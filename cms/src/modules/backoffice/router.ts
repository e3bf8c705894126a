import { type Request, Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { loginRequest, MAX_BATCH_SIZE } from '@portal/shared'
import { AppError } from '../../domain/errors'
import { generateBatch } from '../codes/batches'
import { batchCodesCsv, batchCodesPdf } from '../codes/exports'
import { parseBody } from '../../domain/errors'
import { logIn } from '../auth/login'
import { logOut } from '../auth/logout'
import { requireStaff, STAFF_COOKIE, sessionCookieOptions, setSessionCookie } from '../auth/session'
import { env } from '../../env'
import { publicBaseUrl } from '../email/links'
import { createInvitation } from '../registration/createInvitation'
import { listPartners, PARTNER_SORTABLE } from './partners'
import { parseListQuery, sendList } from './simpleRest'

/** The react-admin API (ra-data-simple-rest dialect); roles are enforced here for every route. */
export function backofficeRouter(payload: Payload, secureCookies: boolean): Router {
  const router = Router()
  const backOfficeRoles = requireStaff('programme', 'auditor')

  router.post('/login', async (req, res) => {
    const { token, user, expiresInSeconds } = await logIn(payload, 'staff', parseBody(loginRequest, req.body))
    setSessionCookie(res, STAFF_COOKIE, token, secureCookies, expiresInSeconds)
    const staff = user as { id: string; email: string; name?: string | null; roles?: string[] }
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.post('/logout', requireStaff('marketing', 'programme', 'auditor'), async (req, res) => {
    await logOut(payload, req.staff!)
    res.clearCookie(STAFF_COOKIE, sessionCookieOptions(secureCookies))
    res.json({ success: true })
  })

  router.get('/me', requireStaff('marketing', 'programme', 'auditor'), (req, res) => {
    const staff = req.staff!
    res.json({ id: staff.id, email: staff.email, name: staff.name ?? null, roles: staff.roles ?? [] })
  })

  router.get('/partners', backOfficeRoles, async (req, res) => {
    const query = parseListQuery(req.query, PARTNER_SORTABLE, 'email')
    const { rows, total } = await listPartners(payload, req.staff!, query)
    sendList(res, 'partners', query, rows, total)
  })

  const newBatch = z.object({
    name: z.string({ error: 'To pole jest wymagane.' }).trim().min(1, 'To pole jest wymagane.').max(120),
    product: z.string().optional(),
    kind: z.enum(['product', 'training']).default('product'),
    training_name: z.string().trim().max(120).optional(),
    points_per_code: z.coerce.number({ error: 'Podaj liczbę punktów.' }).min(0.1, 'Co najmniej 0,1 PKT.').max(10000),
    count: z.coerce.number({ error: 'Podaj liczbę kodów.' }).int('Liczba kodów musi być całkowita.').min(1, 'Co najmniej 1 kod.').max(MAX_BATCH_SIZE, `Najwyżej ${MAX_BATCH_SIZE} kodów w jednej partii.`),
  })

  router.post('/code-batches', requireStaff('programme'), async (req, res) => {
    const input = parseBody(newBatch, req.body)
    const { batch, codes } = await generateBatch(payload, { name: input.name, productId: input.product, kind: input.kind, trainingName: input.training_name, pointsPerCode: input.points_per_code, count: input.count }, req.staff!)
    res.status(201).json({ id: batch.id, name: batch.name, count: codes.length })
  })

  router.get('/code-batches', backOfficeRoles, async (req, res) => {
    const query = parseListQuery(req.query, ['name', 'createdAt', 'count'], 'createdAt')
    const result = await payload.find({ collection: 'code-batches', sort: query.sort, limit: query.limit, page: query.page, depth: 1, user: req.staff, overrideAccess: false })
    const rows = result.docs.map((b) => ({ id: b.id, name: b.name, kind: b.kind, product: typeof b.product === 'object' && b.product ? b.product.name : null, points_per_code: b.points_per_code, count: b.count, createdAt: b.createdAt }))
    sendList(res, 'code-batches', query, rows, result.totalDocs)
  })

  // uuid (SQL adapters) or ObjectId (MongoDB); anything else is no batch, and PostgreSQL would refuse it as an id.
  const BATCH_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i
  const batchFor = async (req: Request) => {
    const id = String(req.params.id)
    const batch = BATCH_ID.test(id) ? (await payload.find({ collection: 'code-batches', where: { id: { equals: id } }, limit: 1, user: req.staff, overrideAccess: false })).docs[0] : undefined
    if (!batch) throw new AppError(404, 'Nie znaleziono partii kodów.')
    return batch
  }

  router.get('/code-batches/:id/codes.csv', backOfficeRoles, async (req, res) => {
    const batch = await batchFor(req)
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="kody-${batch.id}.csv"`)
    res.send(await batchCodesCsv(payload, batch.id, publicBaseUrl(req, env.PUBLIC_URL)))
  })

  router.get('/code-batches/:id/codes.pdf', backOfficeRoles, async (req, res) => {
    const batch = await batchFor(req)
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', `attachment; filename="kody-${batch.id}.pdf"`)
    res.send(await batchCodesPdf(payload, batch.id, publicBaseUrl(req, env.PUBLIC_URL), batch.name))
  })

  router.post('/invitations', requireStaff('programme'), async (req, res) => {
    const invitation = await createInvitation(payload, req.staff!, req.body, publicBaseUrl(req, env.PUBLIC_URL))
    res.status(201).json({ id: invitation.id, email: invitation.email, first_name: invitation.first_name, last_name: invitation.last_name, expires_at: invitation.expires_at })
  })

  return router
}
