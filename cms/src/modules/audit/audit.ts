import type { Payload, PayloadRequest } from 'payload'
import type { Staff } from '../../payload-types'

export type AuditEntry = { action: string; resource: string; resourceId?: string | null; before?: unknown; after?: unknown }

/**
 * Records a staff action in the append-only audit log, in the caller's transaction when given one,
 * so the entry exists exactly when the change does.
 */
export async function recordAudit(
  payload: Payload,
  staff: Pick<Staff, 'id' | 'email'>,
  entry: AuditEntry,
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    data: {
      staff: staff.id,
      staff_email: staff.email,
      action: entry.action,
      resource: entry.resource,
      resource_id: entry.resourceId ?? null,
      before: (entry.before ?? null) as Record<string, unknown> | null,
      after: (entry.after ?? null) as Record<string, unknown> | null,
    },
    req,
    overrideAccess: true,
  })
}
