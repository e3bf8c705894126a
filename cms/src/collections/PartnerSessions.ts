import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/** Partners' portal sessions: created only by /api/login, deleted by logout, password change, reset and block. */
export const PartnerSessions: CollectionConfig = {
  slug: 'partner-sessions',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, index: true },
    // SHA-256 of the cookie's random token: a copy of the database opens no session.
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
    { name: 'last_seen_at', type: 'date' },
    { name: 'user_agent', type: 'text' },
    { name: 'ip', type: 'text' },
    // "Zapamiętaj mnie": 30 days from the last use instead of 12 hours from the login.
    { name: 'remember', type: 'checkbox', defaultValue: false },
  ],
}
