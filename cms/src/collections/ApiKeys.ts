import type { CollectionConfig } from 'payload'
import { API_KEY_SCOPES } from '@portal/shared'
import { nobody } from '../access/nobody'

/**
 * Machine clients' keys. Only the SHA-256 of a key is kept (the key is shown once, when an admin creates it);
 * the back office's service creates and revokes them, audited. A revoked key stays, for the audit trail.
 */
export const ApiKeys: CollectionConfig = {
  slug: 'api-keys',
  labels: { singular: 'Klucz API', plural: 'Klucze API' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Nazwa' },
    { name: 'prefix', type: 'text', required: true, label: 'Początek klucza' },
    { name: 'key_hash', type: 'text', required: true, unique: true, index: true },
    {
      name: 'scopes',
      type: 'select',
      hasMany: true,
      required: true,
      label: 'Uprawnienia',
      options: Object.entries(API_KEY_SCOPES).map(([value, label]) => ({ value, label })),
    },
    { name: 'created_by', type: 'relationship', relationTo: 'staff', label: 'Utworzył' },
    { name: 'last_used_at', type: 'date', label: 'Ostatnie użycie' },
    { name: 'revoked_at', type: 'date', label: 'Unieważniono' },
    { name: 'revoked_by', type: 'relationship', relationTo: 'staff', label: 'Unieważnił' },
  ],
}
