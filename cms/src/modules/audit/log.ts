import type { Payload, Where } from 'payload'
import { auditActionLabel, auditResourceLink, auditResourceName } from '@portal/shared'
import type { AuditLog } from '../../payload-types'
import { createdBetween, findPage, findVisible, type ListQuery, searchWhere } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'

export const AUDIT_SORTABLE = ['createdAt', 'staff_email', 'action', 'resource'] as const

function auditRow(entry: AuditLog) {
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    staff_email: entry.staff_email,
    action: entry.action,
    action_label: auditActionLabel(entry.action),
    resource: entry.resource,
    resource_name: auditResourceName(entry.resource),
    resource_id: entry.resource_id ?? null,
    resource_label: entry.resource_label ?? null,
    link: auditResourceLink(entry.resource, entry.resource_id),
    before: entry.before ?? null,
    after: entry.after ?? null,
  }
}

function auditWhere(filter: Record<string, unknown>): Where {
  const conditions: Where[] = []
  const search = searchWhere(filter.q, ['staff_email', 'action', 'resource', 'resource_id', 'resource_label'])
  if (search) conditions.push(search)
  for (const field of ['resource', 'action', 'staff_email', 'resource_id'] as const) {
    if (typeof filter[field] === 'string' && filter[field]) conditions.push({ [field]: { equals: filter[field] } })
  }
  conditions.push(...createdBetween(filter))
  return conditions.length ? { and: conditions } : {}
}

/** The audit log, read-only for everybody: the collection refuses every write but the audit service's. */
export async function listAuditLog(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await findPage(payload, staff, 'audit-log', auditWhere(query.filter), query)
  return { rows: result.docs.map(auditRow), total: result.totalDocs }
}

export async function findAuditEntry(payload: Payload, staff: StaffUser, id: string) {
  const entry = await findVisible(payload, staff, 'audit-log', id, 'Nie znaleziono wpisu dziennika.', 0)
  return auditRow(entry)
}
