import { POTENTIAL_GROUPS, PROGRAMMES } from '@portal/shared'
import { type CollectionConfig, Forbidden } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isProgrammeStaff } from '../access/isProgrammeStaff'
import { isOperationsStaffOrSelf } from '../access/isOperationsStaffOrSelf'
import { addressField } from '../fields/address'

/**
 * Partners log into the portal only, through /api/login: their passwords, blocks and sessions are the
 * portal's own (partner-credentials, partner-sessions). Payload's local login, reset and unlock are off
 * for them; the collection stays an auth collection so a partner can be the `user` of Local API calls.
 */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: 'Partner', plural: 'Partnerzy' },
  auth: { disableLocalStrategy: true, useSessions: false },
  hooks: {
    beforeOperation: [
      ({ args }) => {
        // A password is never set through Payload (the REST API or the admin): it would skip the policy and the session revocation.
        const data: unknown = 'data' in args ? args.data : undefined
        if (data && typeof data === 'object' && 'password' in data) throw new Forbidden()
      },
    ],
  },
  admin: { useAsTitle: 'email', group: 'Partnerzy', defaultColumns: ['email', 'first_name', 'last_name', 'programme'] },
  access: {
    admin: () => false,
    read: isOperationsStaffOrSelf,
    create: isProgrammeStaff,
    update: isProgrammeStaff,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'E-mail',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
    },
    { name: 'first_name', type: 'text', label: 'Imię', required: true },
    { name: 'last_name', type: 'text', label: 'Nazwisko', required: true },
    { name: 'name', type: 'text', label: 'Login', unique: true, index: true },
    { name: 'phone', type: 'text', label: 'Telefon' },
    {
      name: 'programme',
      type: 'select',
      label: 'Program',
      required: true,
      defaultValue: 'contest',
      options: [
        { label: 'Konkurs dystrybutorów', value: PROGRAMMES[0] },
        { label: 'Punkty za kody', value: PROGRAMMES[1] },
      ],
      index: true,
    },
    { name: 'company', type: 'relationship', relationTo: 'companies', label: 'Firma', index: true },
    { name: 'potential_group', type: 'select', label: 'Grupa', options: [...POTENTIAL_GROUPS] },
    { name: 'is_ranking_winner', type: 'checkbox', label: 'Zwycięzca rankingu', defaultValue: false },
    addressField({ name: 'residence_address', label: 'Adres zamieszkania', withProvince: true, withCommune: true }),
    addressField({ name: 'correspondence_address', label: 'Adres korespondencyjny', withProvince: true, withCommune: true }),
    {
      name: 'tax',
      type: 'group',
      label: 'Oświadczenie podatkowe (program punktowy)',
      fields: [
        {
          name: 'declaration',
          type: 'select',
          label: 'Rodzaj',
          options: [
            { label: 'A – osoba prywatna', value: 'A' },
            { label: 'B – osoba prowadząca działalność', value: 'B' },
            { label: 'C – przedstawiciel osoby prawnej', value: 'C' },
          ],
        },
        { name: 'pesel', type: 'text', label: 'PESEL' },
        { name: 'tax_office', type: 'text', label: 'Kod urzędu skarbowego' },
        { name: 'company_name', type: 'text', label: 'Nazwa firmy' },
        { name: 'company_tax_identifier', type: 'text', label: 'NIP firmy' },
      ],
    },
    { name: 'birth_date', type: 'date', label: 'Data urodzenia' },
    {
      name: 'preferred_language',
      type: 'select',
      label: 'Język komunikacji',
      defaultValue: 'pl',
      options: [
        { label: 'polski', value: 'pl' },
        { label: 'angielski', value: 'en' },
      ],
    },
    { name: 'registration_coupon', type: 'text', label: 'Kod kuponu z rejestracji' },
    // Self-registered partners confirm their e-mail (and set the password) before they can log in.
    { name: 'confirmed_at', type: 'date', label: 'Konto potwierdzone', index: true },
    { name: 'confirmation_token_hash', type: 'text', hidden: true, index: true },
    { name: 'confirmation_expires_at', type: 'date', hidden: true },
  ],
}
