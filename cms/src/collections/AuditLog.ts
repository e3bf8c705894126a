import type { CollectionConfig } from 'payload'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { nobody } from '../access/nobody'

/**
 * Every staff action: who, what, when, and the record before and after. Append-only: no role, not
 * even admin, may edit or delete an entry; only the audit service writes them.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Wpis dziennika zdarzeń', plural: 'Dziennik zdarzeń' },
  admin: { group: 'Administracja', defaultColumns: ['createdAt', 'staff_email', 'action', 'resource', 'resource_label'] },
  access: { read: isOperationsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'staff', index: true, label: 'Pracownik' },
    // Kept as text too: the entry must still say who it was if the account is ever removed.
    { name: 'staff_email', type: 'text', required: true, label: 'E-mail pracownika' },
    { name: 'action', type: 'text', required: true, index: true, label: 'Działanie' },
    { name: 'resource', type: 'text', required: true, index: true, label: 'Zasób' },
    { name: 'resource_id', type: 'text', index: true, label: 'Identyfikator' },
    // The record as people name it (order number, partner's e-mail, batch name), kept as it was at the time.
    { name: 'resource_label', type: 'text', label: 'Rekord' },
    { name: 'before', type: 'json', label: 'Przed' },
    { name: 'after', type: 'json', label: 'Po' },
  ],
}
