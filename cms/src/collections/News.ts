import type { CollectionConfig } from 'payload'
import { slugFromTitle } from '@portal/shared'
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
      // Not required in the form: an empty address is made from the title on save (the hook below).
      unique: true,
      index: true,
      admin: { description: 'Tworzony z tytułu, jeśli zostawisz puste; np. nowy-katalog-nagrod.' },
      hooks: {
        // From the Polish title when left empty (the English translation keeps the address).
        beforeValidate: [({ value, data }) => (value ? value : typeof data?.title === 'string' ? slugFromTitle(data.title) : value)],
      },
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
