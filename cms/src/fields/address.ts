import type { Field, GroupField } from 'payload'

type AddressOptions = { name: string; label: string; withProvince?: boolean; withCommune?: boolean; overrides?: Partial<GroupField> }

/** Address group of spec §3; the flat number (`local`) is the only optional part. */
export function addressField({ name, label, withProvince = false, withCommune = false, overrides }: AddressOptions): GroupField {
  const regionFields: Field[] = withProvince
    ? [
        ...(withCommune ? [{ name: 'commune', type: 'text', label: 'Gmina' } as Field] : []),
        { name: 'county', type: 'text', label: 'Powiat' },
        { name: 'province', type: 'relationship', relationTo: 'provinces', label: 'Województwo' },
      ]
    : []
  return {
    name,
    label,
    type: 'group',
    fields: [
      { name: 'street', type: 'text', label: 'Ulica' },
      { name: 'building', type: 'text', label: 'Nr budynku' },
      { name: 'local', type: 'text', label: 'Nr lokalu' },
      { name: 'post_code', type: 'text', label: 'Kod pocztowy' },
      { name: 'city', type: 'text', label: 'Miejscowość' },
      ...regionFields,
    ],
    ...overrides,
  } as GroupField
}
