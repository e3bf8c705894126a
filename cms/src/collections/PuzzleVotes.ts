import type { CollectionConfig } from 'payload'
import { PUZZLE_GROUPS } from '@portal/shared'
import { isOperationsStaffOrOwnPartnerRecord } from '../access/isOperationsStaffOrOwnPartnerRecord'
import { nobody } from '../access/nobody'

/** A partner's vote in one puzzle group; the unique (partner, group) pair keeps it to one, even when two clicks race. */
export const PuzzleVotes: CollectionConfig = {
  slug: 'puzzle-votes',
  labels: { singular: 'Głos', plural: 'Głosy w grze' },
  admin: { group: 'Treści', defaultColumns: ['partner', 'group', 'puzzle', 'createdAt'] },
  access: { read: isOperationsStaffOrOwnPartnerRecord, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['partner', 'group'], unique: true }],
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    { name: 'group', type: 'select', required: true, options: PUZZLE_GROUPS.map((value) => ({ label: value, value })) },
    { name: 'puzzle', type: 'relationship', relationTo: 'puzzles', required: true },
  ],
}
