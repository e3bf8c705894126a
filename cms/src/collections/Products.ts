import { isWholeTenths, PRODUCT_LINES } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { requiredInPolish } from '../fields/localized'

/** Promoted products with their points per unit, shown in the rules' points and products tables. */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Produkt', plural: 'Produkty' },
  admin: { useAsTitle: 'name', group: 'Treści', defaultColumns: ['index', 'name', 'product_line', 'unit', 'points_per_unit'] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  defaultSort: 'index',
  fields: [
    { name: 'index', type: 'text', label: 'Indeks', required: true, unique: true, index: true },
    { name: 'name', type: 'text', label: 'Nazwa', localized: true, validate: requiredInPolish },
    {
      name: 'product_line',
      type: 'select',
      label: 'Linia produktów',
      required: true,
      index: true,
      options: PRODUCT_LINES.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'unit',
      type: 'select',
      label: 'Jednostka',
      required: true,
      options: [
        { label: 'metr (m)', value: 'm' },
        { label: 'metr kwadratowy (m²)', value: 'm2' },
      ],
    },
    {
      name: 'points_per_unit',
      type: 'number',
      label: 'Punkty za jednostkę',
      required: true,
      min: 0,
      admin: { step: 0.1 },
      // Points are kept in tenths, so a rule must not need finer than 0.1 PKT.
      validate: (value: number | null | undefined) =>
        value != null && isWholeTenths(value) ? true : 'Podaj wartość z dokładnością do 0,1 PKT.',
    },
  ],
}
