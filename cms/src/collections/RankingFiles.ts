import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { nobody } from '../access/nobody'
import { DATA_DIR } from '../paths'

export const RANKING_FILES_DIR = path.join(DATA_DIR, 'uploads', 'rankings')

/** The files ranking publications were made from, kept as uploaded (the S3 adapter is the scale-out path). */
export const RankingFiles: CollectionConfig = {
  slug: 'ranking-files',
  labels: { singular: 'Plik rankingu', plural: 'Pliki rankingów' },
  admin: { group: 'Konkurs' },
  access: { read: isOperationsStaff, create: nobody, update: nobody, delete: nobody },
  upload: {
    staticDir: RANKING_FILES_DIR,
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  fields: [],
}
