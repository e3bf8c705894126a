import type { CollectionConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { isStaff } from '../access/isStaff'

/** Promotion coupons marketing hands out; a valid one entered at registration adds its points once. */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'Kupon promocyjny', plural: 'Kupony promocyjne' },
  admin: { useAsTitle: 'code', group: 'Punkty', defaultColumns: ['code', 'name', 'points', 'active', 'valid_to'] },
  access: { read: isStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeValidate: [({ data }) => (data?.code ? { ...data, code: String(data.code).trim().toUpperCase() } : data)],
  },
  fields: [
    { name: 'code', type: 'text', label: 'Kod', required: true, unique: true, index: true },
    { name: 'name', type: 'text', label: 'Nazwa promocji', required: true },
    { name: 'points', type: 'number', label: 'Punkty', required: true, min: 1, admin: { step: 1 } },
    { name: 'active', type: 'checkbox', label: 'Aktywny', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'valid_from', type: 'date', label: 'Ważny od' },
        { name: 'valid_to', type: 'date', label: 'Ważny do' },
      ],
    },
  ],
}
