import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { DATA_DIR } from '../paths'

/** Images for news, pages and prizes, stored on local disk (the S3 adapter is the scale-out path). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Plik', plural: 'Media' },
  admin: { group: 'Treści' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: { staticDir: path.join(DATA_DIR, 'uploads', 'media'), mimeTypes: ['image/*'] },
  fields: [{ name: 'alt', type: 'text', label: 'Tekst alternatywny', required: true }],
}
