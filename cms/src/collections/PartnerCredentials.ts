import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * A partner's login state, one row per partner, kept apart from the partner's record: Payload writes a
 * whole record back on every edit, so a profile save could otherwise undo a block or a password change.
 * Changed only by single conditional statements in modules/auth.
 */
export const PartnerCredentials: CollectionConfig = {
  slug: 'partner-credentials',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'partner', type: 'relationship', relationTo: 'partners', required: true, unique: true, index: true },
    { name: 'password_hash', type: 'text' },
    { name: 'password_changed_at', type: 'date' },
    { name: 'reset_token_hash', type: 'text', index: true },
    { name: 'reset_expires_at', type: 'date' },
    // Staff block a login from the back office; the account and its points stay as they are.
    { name: 'blocked_at', type: 'date', index: true },
    { name: 'blocked_reason', type: 'text' },
  ],
}
