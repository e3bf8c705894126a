import { LEDGER_SOURCES } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { isOperationsStaffOrOwnPartnerRecord } from '../access/isOperationsStaffOrOwnPartnerRecord'
import { nobody } from '../access/nobody'
import { unindexedUpdatedAt } from '../fields/timestamps'

/**
 * The points ledger: append-only, one row per change of a partner's points. Balances are derived.
 * The unique (partner, seq) pair settles racing appends in the database; the idempotency key makes
 * a replayed request (offline sync, double click) count once.
 */
export const LedgerEntries: CollectionConfig = {
  slug: 'ledger-entries',
  labels: { singular: 'Wpis w rejestrze punktów', plural: 'Rejestr punktów' },
  admin: { group: 'Punkty', defaultColumns: ['partner', 'label', 'amount_tenths', 'source', 'createdAt'] },
  access: { read: isOperationsStaffOrOwnPartnerRecord, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['partner', 'seq'], unique: true }],
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    { name: 'seq', type: 'number', required: true, admin: { description: 'Kolejny numer wpisu partnera' } },
    { name: 'amount_tenths', type: 'number', required: true, label: 'Punkty (w dziesiątych częściach)' },
    { name: 'label', type: 'text', required: true, label: 'Opis' },
    { name: 'source', type: 'select', required: true, options: LEDGER_SOURCES.map((s) => ({ label: s, value: s })) },
    { name: 'reference', type: 'text', label: 'Odniesienie' },
    { name: 'idempotency_key', type: 'text', unique: true, index: true },
    unindexedUpdatedAt,
  ],
}
