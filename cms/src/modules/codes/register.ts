import type { Payload } from 'payload'
import { type CodeStatus, formatCode, isValidCode, normalizeCode, POINT_TENTHS } from '@portal/shared'
import { AppError } from '../../domain/errors'
import type { Code, CodeBatch, Partner, Product } from '../../payload-types'
import { appendEntry } from '../ledger/ledger'
import type { RateLimitStore } from '../rate-limit/limiter'
import { inTransaction } from '../transaction'

type PartnerUser = Partner & { collection: 'partners' }

export const CODE_MESSAGES: Record<Exclude<CodeStatus, 'pending'> | 'invalid', string> = {
  registered: 'Kod został zarejestrowany.',
  already_registered: 'Ten kod został już zarejestrowany.',
  not_found: 'Nieprawidłowy kod (błędny lub już zarejestrowany).',
  invalid: 'Nieprawidłowy kod (błędny lub już zarejestrowany).',
}

export type CodeResult = {
  code: string
  status: Exclude<CodeStatus, 'pending'> | 'invalid'
  message: string
  product: string | null
  points: number | null
  registered_at: string | null
}

const WRONG = { partner: { max: 10, windowMs: 15 * 60 * 1000 }, ip: { max: 30, windowMs: 15 * 60 * 1000 } }

// Codes and the attempt log refuse API writes; registration is this service acting for the partner it checked.
const asService = { overrideAccess: true } as const

async function refuseWhenTooManyWrong(store: RateLimitStore, partnerId: string, ip: string): Promise<void> {
  const [byPartner, byIp] = await Promise.all([store.peek(`code-wrong-partner:${partnerId}`), store.peek(`code-wrong-ip:${ip}`)])
  const blocked = [byPartner.count >= WRONG.partner.max ? byPartner : null, byIp.count >= WRONG.ip.max ? byIp : null].filter(Boolean)
  if (blocked.length) {
    const resetAt = Math.max(...blocked.map((w) => w!.resetAt))
    const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000))
    throw new AppError(429, `Zbyt wiele błędnych kodów. Spróbuj ponownie za ${minutes} min.`)
  }
}

function describe(code: Code, status: CodeResult['status']): CodeResult {
  const product = code.product && typeof code.product === 'object' ? (code.product as Product).name : null
  const batch = code.batch && typeof code.batch === 'object' ? (code.batch as CodeBatch) : null
  return {
    code: formatCode(code.code),
    status,
    message: CODE_MESSAGES[status],
    product: product ?? batch?.training_name ?? batch?.name ?? null,
    points: code.points_tenths / POINT_TENTHS,
    registered_at: code.registered_at ?? null,
  }
}

/**
 * Registers one code for the partner: exactly once, even when two partners race for it or the same
 * sync is replayed. The ledger's unique idempotency key `code:<id>` is what the database arbitrates.
 */
export async function registerCode(payload: Payload, store: RateLimitStore, partner: PartnerUser, input: string, ip: string, idempotencyKey?: string): Promise<CodeResult> {
  await refuseWhenTooManyWrong(store, partner.id, ip)
  const normalized = normalizeCode(input)
  const result: CodeResult = isValidCode(normalized)
    ? await inTransaction(
        payload,
        async (req) => {
          const found = await payload.find({ collection: 'codes', where: { code: { equals: normalized } }, limit: 1, depth: 1, req, ...asService })
          const code = found.docs[0]
          if (!code) return { code: formatCode(normalized), status: 'not_found', message: CODE_MESSAGES.not_found, product: null, points: null, registered_at: null } as CodeResult
          const owner = typeof code.registered_by === 'object' ? code.registered_by?.id : code.registered_by
          if (owner === partner.id) return describe(code, 'registered')
          if (owner) return describe(code, 'already_registered')
          const registeredAt = new Date().toISOString()
          const batch = code.batch as CodeBatch
          const described = describe({ ...code, registered_at: registeredAt }, 'registered')
          // The ledger entry goes first: its unique key `code:<id>` makes a racing registration fail
          // here and run again, when it finds the code taken, before it could touch the code row.
          await appendEntry(payload, req, {
            partnerId: partner.id,
            amountTenths: code.points_tenths,
            label: batch.kind === 'training' ? `Szkolenie: ${batch.training_name ?? batch.name}` : `Kod ${described.code}${described.product ? ` – ${described.product}` : ''}`,
            source: batch.kind === 'training' ? 'training' : 'code',
            reference: code.code,
            idempotencyKey: `code:${code.id}`,
          })
          await payload.update({ collection: 'codes', id: code.id, data: { registered_by: partner.id, registered_at: registeredAt }, req, ...asService })
          if (batch.kind === 'training') {
            await payload.create({
              collection: 'trainings',
              data: { partner: partner.id, name: batch.training_name ?? batch.name, starts_at: batch.training_starts_at ?? null, ends_at: batch.training_ends_at ?? null, coupon: described.code, code: code.id, points_tenths: code.points_tenths, registered_at: registeredAt },
              req,
              ...asService,
            })
          }
          return described
        },
        // A partner's phone may sync many codes at once: each append races for the next ledger sequence number.
        { retryOnConflict: 12 },
      )
    : { code: normalized, status: 'invalid', message: CODE_MESSAGES.invalid, product: null, points: null, registered_at: null }

  if (result.status === 'not_found' || result.status === 'invalid') {
    await store.hit(`code-wrong-partner:${partner.id}`, WRONG.partner.windowMs)
    await store.hit(`code-wrong-ip:${ip}`, WRONG.ip.windowMs)
  }
  await payload.create({
    collection: 'code-attempts',
    data: { code: normalized.slice(0, 40), partner: partner.id, outcome: result.status, ip: ip.slice(0, 64), idempotency_key: idempotencyKey?.slice(0, 100) ?? null },
    ...asService,
  })
  return result
}
