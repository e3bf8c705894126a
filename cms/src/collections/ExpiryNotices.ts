import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * The points-expiry e-mails sent: one row per partner, expiry date and notice (30 or 7 days before). Its unique
 * index is what makes each e-mail go once, whichever app process runs the hourly job.
 */
export const ExpiryNotices: CollectionConfig = {
  slug: 'expiry-notices',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['partner', 'last_day', 'days_before'], unique: true }],
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true },
    { name: 'last_day', type: 'text', required: true },
    { name: 'days_before', type: 'number', required: true },
  ],
}
