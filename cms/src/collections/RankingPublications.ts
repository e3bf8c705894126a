import type { CollectionConfig } from 'payload'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { nobody } from '../access/nobody'

/**
 * One publication of the contest results: the rows as imported, the file they came from, who
 * published it and when. Exactly one is current; restoring an earlier one makes it current again.
 */
export const RankingPublications: CollectionConfig = {
  slug: 'ranking-publications',
  labels: { singular: 'Publikacja rankingu', plural: 'Publikacje rankingu' },
  admin: { group: 'Konkurs', defaultColumns: ['data_date', 'rows_count', 'published_by', 'current', 'createdAt'] },
  access: { read: isOperationsStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'data_date', type: 'date', required: true, label: 'Stan na dzień' },
    { name: 'rows_count', type: 'number', required: true, label: 'Liczba firm' },
    // [id, name, region, previous, points] per company, as imported (modules/ranking/publications.ts).
    { name: 'results', type: 'json', required: true },
    { name: 'file', type: 'upload', relationTo: 'ranking-files', required: true, label: 'Plik' },
    { name: 'published_by', type: 'relationship', relationTo: 'staff', label: 'Opublikował' },
    { name: 'current', type: 'checkbox', defaultValue: false, index: true, label: 'Aktualna' },
    { name: 'made_current_at', type: 'date', label: 'Ostatnio opublikowana' },
  ],
}
