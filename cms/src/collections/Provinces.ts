import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** The 16 voivodeships. */
export const Provinces: CollectionConfig = {
  slug: 'provinces',
  labels: { singular: 'Województwo', plural: 'Województwa' },
  admin: { useAsTitle: 'name', group: 'Słowniki' },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [{ name: 'name', type: 'text', label: 'Nazwa', required: true, unique: true }],
}
