import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * Captcha challenges already answered. The challenge travels as a signed cookie (any app process can
 * check it); this table's unique nonce is what makes each one usable once, across processes too.
 */
export const CaptchaUses: CollectionConfig = {
  slug: 'captcha-uses',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [{ name: 'nonce', type: 'text', required: true, unique: true, index: true }],
}
