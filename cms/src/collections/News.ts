import type { CollectionConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { readPublishedOrEditor } from '../access/readPublishedOrEditor'
import { requiredInPolish } from '../fields/localized'

/** Programme news with drafts and versions; partners see only what is published. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'Aktualność', plural: 'Aktualności' },
  admin: { useAsTitle: 'title', group: 'Treści', defaultColumns: ['title', 'published_at', '_status'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: readPublishedOrEditor,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
    readVersions: isContentEditor,
  },
  defaultSort: '-published_at',
  fields: [
    { name: 'title', type: 'text', label: 'Tytuł', localized: true, validate: requiredInPolish },
    {
      name: 'slug',
      type: 'text',
      label: 'Adres (slug)',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'np. nowy-katalog-nagrod' },
    },
    { name: 'lead', type: 'textarea', label: 'Zajawka', localized: true, validate: requiredInPolish },
    { name: 'content', type: 'richText', label: 'Treść', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Zdjęcie' },
    {
      name: 'published_at',
      type: 'date',
      label: 'Data publikacji',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
    },
  ],
}
