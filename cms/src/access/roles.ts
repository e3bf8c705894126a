import type { StaffRole } from '@portal/shared'
import type { PayloadRequest } from 'payload'

type MaybeUser = PayloadRequest['user']

/** The one place that reads a staff member's roles; partners have none, and a blocked staff member has none either. */
function staffRoles(user: MaybeUser): StaffRole[] {
  if (!user || user.collection !== 'staff' || user.login_blocked) return []
  return (user.roles ?? []) as StaffRole[]
}

export function hasRole(user: MaybeUser, ...roles: StaffRole[]): boolean {
  const own = staffRoles(user)
  return own.includes('admin') || roles.some((role) => own.includes(role))
}

export function isStaff(user: MaybeUser): boolean {
  return staffRoles(user).length > 0
}

/** Programme staff and auditors (and admins): the people who run the programme; marketing edits content only. */
export function isOperationsStaff(user: MaybeUser): boolean {
  return hasRole(user, 'programme', 'auditor')
}
