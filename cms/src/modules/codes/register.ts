import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { type CodeStatus, formatCode, isValidCode, normalizeCode, POINT_TENTHS } from '@portal/shared'
import { invalidate } from '../../cache/invalidation'
import { AppError } from '../../domain/errors'
import type { Partner } from '../../payload-types'
import { nextEntryInsert } from '../ledger/ledger'
import type { RateLimitStore } from '../rate-limit/limiter'
import { inSqlTransaction, sqlFor, turn } from '../sql'

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

async function refuseWhenTooManyWrong(store: RateLimitStore, partnerId: string, ip: string): Promise<void> {
  const [byPartner, byIp] = await Promise.all([store.peek(`code-wrong-partner:${partnerId}`), store.peek(`code-wrong-ip:${ip}`)])
  const blocked = [byPartner.count >= WRONG.partner.max ? byPartner : null, byIp.count >= WRONG.ip.max ? byIp : null].filter(Boolean)
  if (blocked.length) {
    const resetAt = Math.max(...blocked.map((w) => w!.resetAt))
    const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000))
    throw new AppError(429, `Zbyt wiele błędnych kodów. Spróbuj ponownie za ${minutes} min.`)
  }
}

/** A code with what its answer names: the batch (kind, training) and the product. */
type CodeRow = {
  id: string
  code: string
  points_tenths: string | number
  registered_by_id: string | null
  registered_at: Date | string | null
  kind: 'product' | 'training'
  batch_name: string
  training_name: string | null
  training_starts_at: Date | string | null
  training_ends_at: Date | string | null
  product_name: string | null
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function describe(code: CodeRow, status: CodeResult['status'], registeredAt: Date | string | null = code.registered_at): CodeResult {
  return {
    code: formatCode(code.code),
    status,
    message: CODE_MESSAGES[status],
    product: code.product_name ?? code.training_name ?? code.batch_name ?? null,
    points: Number(code.points_tenths) / POINT_TENTHS,
    registered_at: isoOf(registeredAt),
  }
}

/**
 * Registers one code for the partner: exactly once, even when two partners race for it or the same
 * sync is replayed. The ledger's unique idempotency key `code:<id>` is what the database arbitrates.
 */
export async function registerCode(payload: Payload, store: RateLimitStore, partner: PartnerUser, input: string, ip: string, idempotencyKey?: string): Promise<CodeResult> {
  await refuseWhenTooManyWrong(store, partner.id, ip)
  const normalized = normalizeCode(input)
  const attempt = (status: CodeResult['status']) => sql`
    INSERT INTO code_attempts (code, partner_id, outcome, ip, idempotency_key)
    VALUES (${normalized.slice(0, 40)}, ${partner.id}, ${status}::enum_code_attempts_outcome, ${ip.slice(0, 64)}, ${idempotencyKey?.slice(0, 100) ?? null})`
  // Two raw statements in one transaction, by measurement (bench:hot): through Payload the same steps took ~15
  // queries and three commits. The first locks the code's row (racing registrations of one code take turns, so
  // exactly one credits it) and takes the partner's ledger turn; the second writes everything at once.
  let credited = false
  const result: CodeResult = isValidCode(normalized)
    ? await inSqlTransaction(payload, async (tx) => {
        const { rows } = await tx.execute<CodeRow>(sql`
          SELECT ${turn('ledger', partner.id)}, c.id, c.code, c.points_tenths, c.registered_by_id, c.registered_at, b.kind, b.name AS batch_name, b.training_name,
                 b.training_starts_at, b.training_ends_at, p.name AS product_name
          FROM codes c JOIN code_batches b ON b.id = c.batch_id LEFT JOIN products p ON p.id = c.product_id
          WHERE c.code = ${normalized} FOR UPDATE OF c`)
        const code = rows[0]
        if (!code) return { code: formatCode(normalized), status: 'not_found', message: CODE_MESSAGES.not_found, product: null, points: null, registered_at: null } as CodeResult
        if (code.registered_by_id === partner.id) return describe(code, 'registered')
        if (code.registered_by_id) return describe(code, 'already_registered')
        const registeredAt = new Date().toISOString()
        const described = describe(code, 'registered', registeredAt)
        const training = code.kind === 'training'
        const entry = nextEntryInsert({
          partnerId: partner.id,
          amountTenths: Number(code.points_tenths),
          label: training ? `Szkolenie: ${code.training_name ?? code.batch_name}` : `Kod ${described.code}${described.product ? ` – ${described.product}` : ''}`,
          source: training ? 'training' : 'code',
          reference: code.code,
          idempotencyKey: `code:${code.id}`,
        })
        const trainingRow = training
          ? sql`, training AS (
              INSERT INTO trainings (partner_id, name, starts_at, ends_at, coupon, code_id, points_tenths, registered_at)
              VALUES (${partner.id}, ${code.training_name ?? code.batch_name}, ${isoOf(code.training_starts_at)}, ${isoOf(code.training_ends_at)}, ${described.code}, ${code.id}, ${Number(code.points_tenths)}, ${registeredAt}))`
          : sql``
        await tx.execute(sql`
          WITH entry AS (${entry}),
               registration AS (UPDATE codes SET registered_by_id = ${partner.id}, registered_at = ${registeredAt}, updated_at = now() WHERE id = ${code.id}),
               attempt AS (${attempt('registered')})${trainingRow}
          SELECT 1`)
        credited = true
        return described
      })
    : { code: normalized, status: 'invalid', message: CODE_MESSAGES.invalid, product: null, points: null, registered_at: null }
  if (credited) {
    await invalidate('ledger', partner.id)
    return result
  }
  if (result.status === 'not_found' || result.status === 'invalid') {
    await store.hit(`code-wrong-partner:${partner.id}`, WRONG.partner.windowMs)
    await store.hit(`code-wrong-ip:${ip}`, WRONG.ip.windowMs)
  }
  await (await sqlFor(payload)).execute(attempt(result.status))
  return result
}
