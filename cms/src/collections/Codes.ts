import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { unindexedUpdatedAt } from '../fields/timestamps'

/**
 * One package code. `registered_by` is set once, by a conditional update inside the registration
 * transaction, so two partners racing for the same code cannot both get it.
 */
export const Codes: CollectionConfig = {
  slug: 'codes',
  labels: { singular: 'Kod', plural: 'Kody' },
  admin: { useAsTitle: 'code', group: 'Punkty', defaultColumns: ['code', 'batch', 'points_tenths', 'registered_by', 'registered_at'] },
  access: { read: isOperationsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'batch', type: 'relationship', relationTo: 'code-batches', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'points_tenths', type: 'number', required: true },
    { name: 'registered_by', type: 'relationship', relationTo: 'partners', index: true },
    { name: 'registered_at', type: 'date', index: true },
    unindexedUpdatedAt,
  ],
}
