import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { requiredInPolish } from '../fields/localized'

export const Faq: CollectionConfig = {
  slug: 'faq',
  labels: { singular: 'Pytanie FAQ', plural: 'FAQ' },
  admin: { useAsTitle: 'question', group: 'Treści', defaultColumns: ['question', 'category', 'order'] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', label: 'Pytanie', localized: true, validate: requiredInPolish },
    { name: 'answer', type: 'textarea', label: 'Odpowiedź', localized: true, validate: requiredInPolish },
    { name: 'category', type: 'text', label: 'Kategoria', defaultValue: 'Ogólne', localized: true, validate: requiredInPolish },
    { name: 'order', type: 'number', label: 'Kolejność', defaultValue: 0, index: true },
  ],
}
