import type { CollectionConfig } from 'payload'
import { isOperationsStaffOrOwnPartnerRecord } from '../access/isOperationsStaffOrOwnPartnerRecord'
import { nobody } from '../access/nobody'

/**
 * A training a partner attended, recorded when they register its coupon (a code from a training
 * batch); the points themselves are the coupon's ledger entry.
 */
export const Trainings: CollectionConfig = {
  slug: 'trainings',
  labels: { singular: 'Szkolenie uczestnika', plural: 'Szkolenia uczestników' },
  admin: { useAsTitle: 'name', group: 'Punkty', defaultColumns: ['name', 'partner', 'coupon', 'points_tenths', 'registered_at'] },
  access: { read: isOperationsStaffOrOwnPartnerRecord, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true, label: 'Uczestnik' },
    { name: 'name', type: 'text', required: true, label: 'Szkolenie' },
    { name: 'starts_at', type: 'date', label: 'Początek' },
    { name: 'ends_at', type: 'date', label: 'Koniec' },
    { name: 'coupon', type: 'text', required: true, label: 'Kupon' },
    // One training record per coupon, whatever races or replays happen.
    { name: 'code', type: 'relationship', relationTo: 'codes', required: true, unique: true },
    { name: 'points_tenths', type: 'number', required: true, label: 'Punkty (w dziesiątych częściach)' },
    { name: 'registered_at', type: 'date', required: true, label: 'Zarejestrowano' },
  ],
}
