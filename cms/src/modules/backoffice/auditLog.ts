import type { Payload, Where } from 'payload'
import { AppError } from '../../domain/errors'
import type { AuditLog, Staff } from '../../payload-types'
import { createdBetween, isRecordId, type ListQuery, searchWhere } from './simpleRest'

type StaffUser = Staff & { collection: 'staff' }

export const AUDIT_SORTABLE = ['createdAt', 'staff_email', 'action', 'resource'] as const

export function auditRow(entry: AuditLog) {
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    staff_email: entry.staff_email,
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resource_id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }
}

function auditWhere(filter: Record<string, unknown>): Where {
  const conditions: Where[] = []
  const search = searchWhere(filter.q, ['staff_email', 'action', 'resource', 'resource_id'])
  if (search) conditions.push(search)
  for (const field of ['resource', 'action', 'staff_email', 'resource_id'] as const) {
    if (typeof filter[field] === 'string' && filter[field]) conditions.push({ [field]: { equals: filter[field] } })
  }
  conditions.push(...createdBetween(filter))
  return conditions.length ? { and: conditions } : {}
}

/** The audit log, read-only for everybody: the collection refuses every write but the audit service's. */
export async function listAuditLog(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await payload.find({
    collection: 'audit-log',
    where: auditWhere(query.filter),
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map(auditRow), total: result.totalDocs }
}

export async function findAuditEntry(payload: Payload, staff: StaffUser, id: string) {
  const entry = isRecordId(id)
    ? (
        await payload.find({
          collection: 'audit-log',
          where: { id: { equals: id } },
          limit: 1,
          depth: 0,
          user: staff,
          overrideAccess: false,
        })
      ).docs[0]
    : undefined
  if (!entry) throw new AppError(404, 'Nie znaleziono wpisu dziennika.')
  return auditRow(entry)
}
