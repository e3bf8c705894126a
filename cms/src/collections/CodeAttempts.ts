import type { CollectionConfig } from 'payload'
import { CODE_STATUSES } from '@portal/shared'
import { nobody } from '../access/nobody'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { unindexedUpdatedAt } from '../fields/timestamps'

/** Every code a partner entered, with its outcome: the back office's view of abuse and support cases. */
export const CodeAttempts: CollectionConfig = {
  slug: 'code-attempts',
  labels: { singular: 'Próba rejestracji kodu', plural: 'Próby rejestracji kodów' },
  admin: { group: 'Punkty', defaultColumns: ['code', 'partner', 'outcome', 'ip', 'createdAt'] },
  access: { read: isOperationsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'code', type: 'text', required: true, index: true },
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: [...CODE_STATUSES.filter((s) => s !== 'pending'), 'invalid', 'rate_limited'].map((s) => ({ label: s, value: s })),
    },
    { name: 'ip', type: 'text', index: true },
    // The browser's User-Agent: one per kind of device (the fraud signal of many devices).
    { name: 'device', type: 'text' },
    { name: 'idempotency_key', type: 'text', index: true },
    unindexedUpdatedAt,
  ],
}
