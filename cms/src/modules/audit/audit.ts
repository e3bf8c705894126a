import type { Payload, PayloadRequest } from 'payload'
import type { AuditAction } from '@portal/shared'
import type { Staff } from '../../payload-types'

export type AuditEntry = {
  action: AuditAction
  resource: string
  resourceId?: string | null
  /** The record as people name it: an order's number, a partner's e-mail, a batch's name. */
  label?: string | null
  before?: unknown
  after?: unknown
}

/** Who acted: a staff member, or only the e-mail someone typed (a failed login). */
export type AuditActor = Pick<Staff, 'id' | 'email'> | { id: null; email: string }

/**
 * Records a staff action in the append-only audit log, in the caller's transaction when given one,
 * so the entry exists exactly when the change does.
 */
export async function recordAudit(payload: Payload, staff: AuditActor, entry: AuditEntry, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    data: {
      staff: staff.id,
      staff_email: staff.email,
      action: entry.action,
      resource: entry.resource,
      resource_id: entry.resourceId ?? null,
      resource_label: entry.label?.slice(0, 300) ?? null,
      before: (entry.before ?? null) as Record<string, unknown> | null,
      after: (entry.after ?? null) as Record<string, unknown> | null,
    },
    req,
    overrideAccess: true,
  })
}

/**
 * A download of programme data, recorded before it streams: who exported which (personal) data and for which
 * period or filter (RODO art. 30).
 */
export function recordExport(
  payload: Payload,
  staff: Pick<Staff, 'id' | 'email'>,
  download: { file: string; title: string; scope: string; details?: Record<string, unknown> },
): Promise<void> {
  return recordAudit(payload, staff, {
    action: 'export',
    resource: 'exports',
    resourceId: download.file,
    label: `${download.title} · ${download.scope}`,
    after: { file: download.file, scope: download.scope, ...download.details },
  })
}

/** A refused staff login, under the e-mail typed (and the account, when there is one), whichever door it came through. */
export async function recordFailedStaffLogin(payload: Payload, typedEmail: string, refusal: { status: number; reason: string }) {
  const email = typedEmail.trim().toLowerCase()
  const account = (
    await payload.find({ collection: 'staff', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  ).docs[0]
  await recordAudit(
    payload,
    { id: account?.id ?? null, email },
    { action: 'staff.login-failed', resource: 'staff', resourceId: account?.id ?? null, label: email, after: refusal },
  )
}
