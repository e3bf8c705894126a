import type { CollectionConfig } from 'payload'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { isProgrammeStaff } from '../access/isProgrammeStaff'
import { withinPointsLimit } from '../fields/pointsLimit'
import { keptAsEvidence, usedCoupon } from './evidence'

/**
 * Promotion coupons; a valid one entered at registration adds its points once. They create points, so they are
 * programme staff's (not marketing's), within the programme's limit unless an admin saves them.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'Kupon promocyjny', plural: 'Kupony promocyjne' },
  admin: { useAsTitle: 'code', group: 'Punkty', defaultColumns: ['code', 'name', 'points', 'active', 'valid_to'] },
  access: { read: isOperationsStaff, create: isProgrammeStaff, update: isProgrammeStaff, delete: isProgrammeStaff },
  hooks: {
    beforeDelete: [keptAsEvidence(usedCoupon)],
    beforeValidate: [({ data }) => (data?.code ? { ...data, code: String(data.code).trim().toUpperCase() } : data)],
  },
  fields: [
    { name: 'code', type: 'text', label: 'Kod', required: true, unique: true, index: true },
    { name: 'name', type: 'text', label: 'Nazwa promocji', required: true },
    {
      name: 'points',
      type: 'number',
      label: 'Punkty',
      required: true,
      min: 1,
      admin: { step: 1 },
      validate: withinPointsLimit('coupon_points_max'),
    },
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
