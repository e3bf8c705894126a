import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS, POTENTIAL_GROUPS, PROGRAMMES, RESET_LINK_HOURS } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isProgrammeStaff } from '../access/isProgrammeStaff'
import { isOperationsStaffOrSelf } from '../access/isOperationsStaffOrSelf'
import { addressField } from '../fields/address'

/** Partners log into the portal only (by e-mail); the Payload admin is closed to them. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: 'Partner', plural: 'Partnerzy' },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 12 * 60 * 60,
    useSessions: true,
    forgotPassword: { expiration: RESET_LINK_HOURS * 60 * 60 * 1000 },
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
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
    // Staff block a login from the back office; the account and its points stay as they are.
    { name: 'blocked_at', type: 'date', label: 'Logowanie zablokowane', index: true },
    { name: 'blocked_reason', type: 'text', label: 'Powód blokady' },
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
    { name: 'preferred_language', type: 'select', label: 'Język komunikacji', defaultValue: 'pl', options: [{ label: 'polski', value: 'pl' }, { label: 'angielski', value: 'en' }] },
    { name: 'registration_coupon', type: 'text', label: 'Kod kuponu z rejestracji' },
    // Self-registered partners confirm their e-mail (and set the password) before they can log in.
    { name: 'confirmed_at', type: 'date', label: 'Konto potwierdzone', index: true },
    { name: 'confirmation_token_hash', type: 'text', hidden: true, index: true },
    { name: 'confirmation_expires_at', type: 'date', hidden: true },
  ],
}
