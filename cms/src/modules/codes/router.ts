import { type Request, Router } from 'express'
import type { Payload } from 'payload'
import { codeEntryRequest, codeSyncRequest, formatCode, fromTenths } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import { sendReadModel } from '../../cache/respond'
import { ledgerLines } from '../ledger/ledger'
import { requireProgramme } from '../programme/requireProgramme'
import type { RateLimitStore } from '../rate-limit/limiter'
import { type CodeResult, registerCode } from './register'

/** What tells one of the partner's devices from another (the fraud signal of many devices). */
const deviceOf = (req: Request) => req.get('user-agent')?.slice(0, 200) ?? null

// The codes collection is staff-only; a partner reads the codes they registered through this service.
const asOwner = { overrideAccess: true } as const

export function codesRouter(payload: Payload, rateLimits: RateLimitStore): Router {
  const router = Router()
  // Codes, trainings and the points history belong to the points scheme.
  const requirePartner = requireProgramme(payload, 'points')

  router.post('/codes', requirePartner, async (req, res) => {
    const { code, idempotency_key } = parseBody(codeEntryRequest, req.body)
    res.json(await registerCode(payload, rateLimits, req.partner!, code, req.ip ?? 'unknown', deviceOf(req), idempotency_key))
  })

  /** The offline list, sent in one go; each code keeps its own outcome, a replay changes nothing. */
  router.post('/codes/sync', requirePartner, async (req, res) => {
    const { codes } = parseBody(codeSyncRequest, req.body)
    const results: Array<CodeResult | { code: string; status: 'pending'; message: string }> = []
    let stoppedBy: string | null = null
    for (const entry of codes) {
      if (stoppedBy) {
        results.push({ code: formatCode(entry.code), status: 'pending', message: stoppedBy })
        continue
      }
      try {
        results.push(
          await registerCode(payload, rateLimits, req.partner!, entry.code, req.ip ?? 'unknown', deviceOf(req), entry.idempotency_key),
        )
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 429) throw error
        stoppedBy = error.message
        results.push({ code: formatCode(entry.code), status: 'pending', message: stoppedBy })
      }
    }
    res.json({ success: !stoppedBy, message: stoppedBy ?? 'Synchronizacja zakończona pomyślnie.', results })
  })

  router.get('/codes', requirePartner, async (req, res) => {
    const codes = await payload.find({
      collection: 'codes',
      where: { registered_by: { equals: req.partner!.id } },
      sort: '-registered_at',
      depth: 1,
      pagination: false,
      ...asOwner,
    })
    res.json({
      items: codes.docs.map((c) => ({
        code: formatCode(c.code),
        status: 'registered',
        product: typeof c.product === 'object' && c.product ? c.product.name : null,
        points: fromTenths(c.points_tenths),
        registered_at: c.registered_at,
      })),
    })
  })

  /** Spec §3 Training: the trainings whose coupons the partner registered. */
  router.get('/trainings', requirePartner, async (req, res) => {
    const trainings = await payload.find({
      collection: 'trainings',
      where: { partner: { equals: req.partner!.id } },
      sort: '-registered_at',
      depth: 0,
      pagination: false,
      user: req.partner,
      overrideAccess: false,
    })
    res.json({
      items: trainings.docs.map((t) => ({
        name: t.name,
        startAt: t.starts_at ?? null,
        endAt: t.ends_at ?? null,
        coupon: t.coupon,
        points: fromTenths(t.points_tenths),
        registeredAt: t.registered_at,
      })),
    })
  })

  router.get('/transactions', requirePartner, async (req, res) => {
    sendReadModel(req, res, await ledgerLines(payload, req.partner!.id))
  })

  return router
}
