import type { Payload, Where } from 'payload'
import { formatCode, normalizeCode, POINT_TENTHS } from '@portal/shared'
import type { Code, CodeBatch, Staff } from '../../payload-types'
import type { ListQuery } from './simpleRest'

type StaffUser = Staff & { collection: 'staff' }

export const BATCH_SORTABLE = ['name', 'createdAt', 'count'] as const
export const CODE_SORTABLE = ['code', 'registered_at', 'createdAt'] as const

const nameOf = (value: unknown, field: 'name' | 'email') => (value && typeof value === 'object' && field in value ? String((value as Record<string, unknown>)[field]) : null)

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
  }
}

export async function listBatches(payload: Payload, staff: StaffUser, query: ListQuery) {
  const where: Where = typeof query.filter.q === 'string' && query.filter.q.trim() ? { name: { like: query.filter.q.trim() } } : {}
  const result = await payload.find({ collection: 'code-batches', where, sort: query.sort, limit: query.limit, page: query.page, depth: 1, user: staff, overrideAccess: false })
  return { rows: result.docs.map(batchRow), total: result.totalDocs }
}

function codeRow(code: Code) {
  const batch = code.batch && typeof code.batch === 'object' ? code.batch : null
  return {
    id: code.id,
    code: formatCode(code.code),
    batch_id: batch?.id ?? code.batch,
    batch: batch?.name ?? null,
    product: nameOf(code.product, 'name') ?? batch?.training_name ?? null,
    points: code.points_tenths / POINT_TENTHS,
    registered_by: nameOf(code.registered_by, 'email'),
    registered_at: code.registered_at ?? null,
    createdAt: code.createdAt,
  }
}

/** Looks up codes: by the code as typed (any case, with or without the dash), by batch, registered or not. */
export async function listCodes(payload: Payload, staff: StaffUser, query: ListQuery) {
  const conditions: Where[] = []
  if (typeof query.filter.q === 'string' && query.filter.q.trim()) conditions.push({ code: { like: normalizeCode(query.filter.q) } })
  if (typeof query.filter.batch_id === 'string') conditions.push({ batch: { equals: query.filter.batch_id } })
  if (query.filter.registered === true) conditions.push({ registered_by: { exists: true } })
  if (query.filter.registered === false) conditions.push({ registered_by: { exists: false } })
  const result = await payload.find({ collection: 'codes', where: conditions.length ? { and: conditions } : {}, sort: query.sort, limit: query.limit, page: query.page, depth: 1, user: staff, overrideAccess: false })
  return { rows: result.docs.map(codeRow), total: result.totalDocs }
}
