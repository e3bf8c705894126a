import { CONTEST_REGIONS, POTENTIAL_GROUPS } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isProgrammeStaff } from '../access/isProgrammeStaff'
import { isOperationsStaff } from '../access/isOperationsStaff'
import { addressField } from '../fields/address'

/** Distributor companies (spec §3 Company); partners reach theirs through the portal API. */
export const Companies: CollectionConfig = {
  slug: 'companies',
  labels: { singular: 'Firma', plural: 'Firmy' },
  admin: { useAsTitle: 'name', group: 'Partnerzy' },
  access: { read: isOperationsStaff, create: isProgrammeStaff, update: isProgrammeStaff, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', label: 'Nazwa', required: true },
    { name: 'tax_identifier', type: 'text', label: 'NIP', required: true, unique: true, index: true },
    { name: 'sap', type: 'text', label: 'Numer SAP', index: true },
    { name: 'potential_group', type: 'select', label: 'Grupa', options: [...POTENTIAL_GROUPS] },
    { name: 'region', type: 'select', label: 'Region konkursu', index: true, options: [...CONTEST_REGIONS] },
    { name: 'regon', type: 'text', label: 'REGON' },
    addressField({ name: 'address', label: 'Adres firmy', withProvince: true }),
    {
      name: 'location',
      type: 'group',
      label: 'Położenie (z geokodowania adresu)',
      // Two numbers rather than a point field: PostgreSQL point fields would need PostGIS.
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', label: 'Szerokość' },
            { name: 'lng', type: 'number', label: 'Długość' },
          ],
        },
        { name: 'located_at', type: 'date', label: 'Zapisano' },
      ],
    },
  ],
}
