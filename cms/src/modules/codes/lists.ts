import type { Payload, Where } from 'payload'
import { formatCode, fromTenths, normalizeCode } from '@portal/shared'
import type { Code, CodeAttempt, CodeBatch } from '../../payload-types'
import { findPage, findVisible, isRecordId, type ListQuery } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'

export const BATCH_SORTABLE = ['name', 'createdAt', 'count'] as const
export const CODE_SORTABLE = ['code', 'registered_at', 'createdAt'] as const

const nameOf = (value: unknown, field: 'name' | 'email') =>
  value && typeof value === 'object' && field in value ? String((value as Record<string, unknown>)[field]) : null

export function batchRow(batch: CodeBatch) {
  return {
    id: batch.id,
    name: batch.name,
    kind: batch.kind,
    product: nameOf(batch.product, 'name'),
    training_name: batch.training_name ?? null,
    training_starts_at: batch.training_starts_at ?? null,
    training_ends_at: batch.training_ends_at ?? null,
    points_per_code: batch.points_per_code,
    count: batch.count,
    created_by: nameOf(batch.created_by, 'email'),
    createdAt: batch.createdAt,
    revoked_at: batch.revoked_at ?? null,
    revoked_by: nameOf(batch.revoked_by, 'email'),
  }
}

export async function listBatches(payload: Payload, staff: StaffUser, query: ListQuery) {
  const where: Where = typeof query.filter.q === 'string' && query.filter.q.trim() ? { name: { like: query.filter.q.trim() } } : {}
  const result = await payload.find({
    collection: 'code-batches',
    where,
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map(batchRow), total: result.totalDocs }
}

type Attempt = { id: string; partner: string | null; outcome: string; ip: string | null; idempotency_key: string | null; createdAt: string }

function attemptRow(attempt: CodeAttempt): Attempt {
  return {
    id: attempt.id,
    partner: nameOf(attempt.partner, 'email'),
    outcome: attempt.outcome,
    ip: attempt.ip ?? null,
    idempotency_key: attempt.idempotency_key ?? null,
    createdAt: attempt.createdAt,
  }
}

function codeRow(code: Code, registeredBy?: Attempt) {
  const batch = code.batch && typeof code.batch === 'object' ? code.batch : null
  return {
    id: code.id,
    code: formatCode(code.code),
    batch_id: batch?.id ?? code.batch,
    batch: batch?.name ?? null,
    product: nameOf(code.product, 'name') ?? batch?.training_name ?? null,
    points: fromTenths(code.points_tenths),
    registered_by: nameOf(code.registered_by, 'email'),
    registered_at: code.registered_at ?? null,
    // The attempt that registered it: when, from which address, under which sync key.
    registered_from_ip: registeredBy?.ip ?? null,
    registered_attempt_id: registeredBy?.id ?? null,
    registered_idempotency_key: registeredBy?.idempotency_key ?? null,
    createdAt: code.createdAt,
  }
}

/** Looks up codes: by the code as typed (any case, with or without the dash), by batch, registered or not. */
export async function listCodes(payload: Payload, staff: StaffUser, query: ListQuery) {
  const conditions: Where[] = []
  if (typeof query.filter.q === 'string' && query.filter.q.trim()) conditions.push({ code: { like: normalizeCode(query.filter.q) } })
  if (isRecordId(query.filter.batch_id)) conditions.push({ batch: { equals: query.filter.batch_id } })
  if (isRecordId(query.filter.partner)) conditions.push({ registered_by: { equals: query.filter.partner } })
  if (query.filter.registered === true) conditions.push({ registered_by: { exists: true } })
  if (query.filter.registered === false) conditions.push({ registered_by: { exists: false } })
  const result = await findPage(payload, staff, 'codes', conditions.length ? { and: conditions } : {}, query, 1)
  const registered = result.docs.filter((code) => code.registered_by).map((code) => code.code)
  const attempts = registered.length
    ? await payload.find({
        collection: 'code-attempts',
        where: { code: { in: registered }, outcome: { equals: 'registered' } },
        pagination: false,
        depth: 1,
        user: staff,
        overrideAccess: false,
      })
    : { docs: [] }
  const byCode = new Map(attempts.docs.map((attempt) => [attempt.code, attemptRow(attempt)]))
  return { rows: result.docs.map((code) => codeRow(code, byCode.get(code.code))), total: result.totalDocs }
}

/** One code with every attempt anybody made to register it, the registering one marked by its outcome. */
export async function codeDetails(payload: Payload, staff: StaffUser, id: string) {
  const code = await findVisible(payload, staff, 'codes', id, 'Nie znaleziono kodu.')
  const attempts = (
    await payload.find({
      collection: 'code-attempts',
      where: { code: { equals: code.code } },
      sort: 'createdAt',
      limit: 200,
      depth: 1,
      user: staff,
      overrideAccess: false,
    })
  ).docs.map(attemptRow)
  return {
    ...codeRow(
      code,
      attempts.find((attempt) => attempt.outcome === 'registered'),
    ),
    attempts,
  }
}
