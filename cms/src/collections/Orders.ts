import type { CollectionConfig } from 'payload'
import { isOperationsStaffOrOwnPartnerRecord } from '../access/isOperationsStaffOrOwnPartnerRecord'
import { ORDER_STATUSES } from '@portal/shared'

/** A prize order; its points left the ledger in the same transaction that created it. */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Zamówienie', plural: 'Zamówienia' },
  admin: { useAsTitle: 'number', group: 'Punkty', defaultColumns: ['number', 'partner', 'total_points', 'status', 'createdAt'] },
  // Status changes go through the fulfilment service (refunds, e-mails, audit), not plain edits.
  indexes: [{ fields: ['partner', 'idempotency_key'], unique: true }],
  access: { read: isOperationsStaffOrOwnPartnerRecord, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    {
      name: 'lines',
      type: 'array',
      required: true,
      fields: [
        { name: 'prize', type: 'relationship', relationTo: 'prizes', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'quantity', type: 'number', required: true },
        { name: 'points', type: 'number', required: true },
        // The prize's gross market value when ordered (grosze), for the prize tax: later price changes do not reach it.
        { name: 'unit_value_grosze', type: 'number', label: 'Wartość brutto za sztukę (grosze)' },
      ],
    },
    { name: 'total_points', type: 'number', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Pending',
      index: true,
      options: ORDER_STATUSES.map((s) => ({ label: s, value: s })),
    },
    {
      name: 'delivery',
      type: 'group',
      fields: [
        { name: 'choice', type: 'select', options: ['correspondence', 'residence', 'other'].map((v) => ({ label: v, value: v })) },
        { name: 'name', type: 'text' },
        { name: 'street', type: 'text' },
        { name: 'building', type: 'text' },
        { name: 'local', type: 'text' },
        { name: 'post_code', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
    { name: 'tracking_number', type: 'text', label: 'Numer przesyłki' },
    { name: 'status_reason', type: 'text', label: 'Powód odrzucenia lub anulowania' },
    {
      name: 'history',
      type: 'array',
      label: 'Historia statusów',
      fields: [
        { name: 'status', type: 'select', required: true, options: ORDER_STATUSES.map((s) => ({ label: s, value: s })) },
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'text' },
        { name: 'note', type: 'text' },
      ],
    },
    // Unique per partner (below): another partner's key is simply a different key.
    { name: 'idempotency_key', type: 'text' },
  ],
}
