export const STAFF_ROLES = ['admin', 'marketing', 'programme', 'auditor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The roles in words, wherever staff see them (Payload's admin, the back office). */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Administrator',
  marketing: 'Marketing (treści)',
  programme: 'Obsługa programu',
  auditor: 'Audytor (tylko odczyt)',
}

/** The two readings of the spec: the distributor contest and the points-for-codes scheme. */
export const PROGRAMMES = ['contest', 'points'] as const
export type Programme = (typeof PROGRAMMES)[number]

export const POTENTIAL_GROUPS = ['VIP', 'GOLD'] as const

export const DOCUMENT_KINDS = ['regulations', 'privacy_policy'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
