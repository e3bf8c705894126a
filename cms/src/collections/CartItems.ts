import type { CollectionConfig } from 'payload'
import { isOperationsStaffOrOwnPartnerRecord } from '../access/isOperationsStaffOrOwnPartnerRecord'
import { nobody } from '../access/nobody'

/** A partner's cart, kept on the server so it follows them between devices. */
export const CartItems: CollectionConfig = {
  slug: 'cart-items',
  labels: { singular: 'Pozycja koszyka', plural: 'Koszyki' },
  admin: { group: 'Punkty', hidden: true },
  access: { read: isOperationsStaffOrOwnPartnerRecord, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['partner', 'prize'], unique: true }],
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    { name: 'prize', type: 'relationship', relationTo: 'prizes', required: true },
    { name: 'quantity', type: 'number', required: true, min: 1 },
  ],
}
