import type { CollectionConfig } from 'payload'
import { PUZZLE_GROUPS } from '@portal/shared'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'

/** One choice in the puzzle game: partners vote for one per group, and each vote reveals a piece. */
export const Puzzles: CollectionConfig = {
  slug: 'puzzles',
  labels: { singular: 'Puzzel', plural: 'Puzzle (gra)' },
  admin: { useAsTitle: 'name', group: 'Treści', defaultColumns: ['name', 'group', 'image'] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Nazwa' },
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      label: 'Grupa',
      options: PUZZLE_GROUPS.map((group, i) => ({ label: `Element ${i + 1} (${group})`, value: group })),
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Obrazek' },
  ],
}
