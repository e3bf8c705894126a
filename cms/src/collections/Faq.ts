import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'

export const Faq: CollectionConfig = {
  slug: 'faq',
  labels: { singular: 'Pytanie FAQ', plural: 'FAQ' },
  admin: { useAsTitle: 'question', group: 'Treści', defaultColumns: ['question', 'category', 'order'] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', label: 'Pytanie', required: true },
    { name: 'answer', type: 'textarea', label: 'Odpowiedź', required: true },
    { name: 'category', type: 'text', label: 'Kategoria', required: true, defaultValue: 'Ogólne' },
    { name: 'order', type: 'number', label: 'Kolejność', defaultValue: 0, index: true },
  ],
}
