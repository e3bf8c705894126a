import type { CollectionConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { readPublishedOrEditor } from '../access/readPublishedOrEditor'
import { requiredInPolish } from '../fields/localized'

/** The portal's content pages, one per key; rich text with images, drafts and versions. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Strona', plural: 'Strony' },
  admin: { useAsTitle: 'title', group: 'Treści', defaultColumns: ['title', 'key', '_status'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: readPublishedOrEditor,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
    readVersions: isContentEditor,
  },
  fields: [
    {
      name: 'key',
      type: 'select',
      label: 'Strona portalu',
      required: true,
      unique: true,
      options: [
        { label: 'O programie', value: 'about' },
        { label: 'Nagrody (nagroda główna)', value: 'main-prize' },
        { label: 'Superkobiety', value: 'superwomen' },
        { label: 'Inwestycje', value: 'investments' },
        { label: 'Archiwum', value: 'archive' },
        { label: 'Zasady (tekst regulaminu)', value: 'rules' },
      ],
    },
    { name: 'title', type: 'text', label: 'Tytuł', localized: true, validate: requiredInPolish },
    { name: 'lead', type: 'textarea', label: 'Wstęp', localized: true },
    { name: 'content', type: 'richText', label: 'Treść', localized: true },
  ],
}
