import { polishSortKey } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'
import { keptAsEvidence, orderedPrize } from './evidence'
import { searchKey } from '../domain/search'
import { wholeGrosze } from '../fields/grosze'
import { requiredInPolish, savesTranslation } from '../fields/localized'

const PRIZE_CATEGORIES = [
  { value: 'audio-video', label: 'Sprzęt audio i wideo' },
  { value: 'auto-workshop', label: 'Auto i warsztat' },
  { value: 'home-appliances', label: 'Sprzęt AGD' },
  { value: 'home-garden', label: 'Dom i ogród' },
  { value: 'health-beauty', label: 'Zdrowie i uroda' },
  { value: 'computers-photo', label: 'Komputery i foto' },
  { value: 'smartphones-gadgets', label: 'Smartfony i gadżety' },
  { value: 'sport-leisure', label: 'Sport i rekreacja' },
] as const

/** The prize catalogue of the points scheme (the eight categories of spec §3). */
export const Prizes: CollectionConfig = {
  slug: 'prizes',
  labels: { singular: 'Nagroda', plural: 'Nagrody' },
  admin: { useAsTitle: 'name', group: 'Treści', defaultColumns: ['index', 'name', 'category', 'points', 'stock', 'active'] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeDelete: [keptAsEvidence(orderedPrize)],
    beforeChange: [
      ({ data, originalDoc, req }) => {
        // The keys are the Polish name's (an English translation saved on its own leaves them as they are).
        if (savesTranslation(req)) return data
        // An update may carry only what changed: the keys come from the prize as it will be.
        const prize = { ...originalDoc, ...data }
        return {
          ...data,
          ...(prize.name ? { name_sort: polishSortKey(prize.name) } : {}),
          search_text: searchKey([prize.index, prize.name, prize.description].filter(Boolean).join(' ')),
        }
      },
    ],
  },
  fields: [
    // Sorting by this key gives Polish alphabetical order on SQLite and PostgreSQL alike.
    { name: 'name_sort', type: 'text', index: true, admin: { hidden: true } },
    // The catalogue's search compares this (index, name and description folded by searchKey).
    { name: 'search_text', type: 'text', admin: { hidden: true } },
    { name: 'index', type: 'text', label: 'Indeks', required: true, unique: true, index: true },
    { name: 'name', type: 'text', label: 'Nazwa', index: true, localized: true, validate: requiredInPolish },
    { name: 'category', type: 'select', label: 'Kategoria', required: true, index: true, options: [...PRIZE_CATEGORIES] },
    { name: 'points', type: 'number', label: 'Punkty', required: true, min: 1, index: true },
    {
      // The prize tax is figured from it; each order keeps the value of its day.
      name: 'gross_value_grosze',
      type: 'number',
      label: 'Wartość rynkowa brutto (grosze)',
      min: 0,
      admin: { description: 'W groszach, np. 199900 = 1 999,00 zł. Potrzebna do rozliczenia podatku od nagród.', step: 1 },
      validate: wholeGrosze,
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Zdjęcie' },
    { name: 'description', type: 'textarea', label: 'Opis', localized: true },
    { name: 'stock', type: 'number', label: 'Stan magazynowy', required: true, min: 0, defaultValue: 0 },
    { name: 'active', type: 'checkbox', label: 'Aktywna', defaultValue: true, index: true },
  ],
}
