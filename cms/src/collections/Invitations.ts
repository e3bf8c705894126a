import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isProgrammeStaff } from '../access/isProgrammeStaff'
import { isOperationsStaff } from '../access/isOperationsStaff'

/**
 * Invitation links for distributor users (contest reading). The key is the secret in the link;
 * a used, revoked or expired invitation can no longer register anybody.
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  labels: { singular: 'Zaproszenie', plural: 'Zaproszenia' },
  admin: { useAsTitle: 'email', group: 'Partnerzy', defaultColumns: ['email', 'first_name', 'last_name', 'expires_at', 'used_at'] },
  access: { read: isOperationsStaff, create: isProgrammeStaff, update: isProgrammeStaff, delete: isAdmin },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', label: 'E-mail', required: true, index: true },
    { name: 'first_name', type: 'text', label: 'Imię', required: true },
    { name: 'last_name', type: 'text', label: 'Nazwisko', required: true },
    { name: 'phone', type: 'text', label: 'Telefon' },
    { name: 'kth_id', type: 'text', label: 'Identyfikator KTH' },
    { name: 'company', type: 'relationship', relationTo: 'companies', label: 'Firma' },
    { name: 'expires_at', type: 'date', label: 'Ważne do', required: true },
    { name: 'used_at', type: 'date', label: 'Wykorzystane', index: true },
    { name: 'revoked_at', type: 'date', label: 'Unieważnione' },
    { name: 'partner', type: 'relationship', relationTo: 'partners', label: 'Zarejestrowany partner' },
  ],
}
