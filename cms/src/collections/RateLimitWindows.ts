import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/** Rate-limit and login-lockout counters shared by every app process when no REDIS_URL is set (else they live in Redis). */
export const RateLimitWindows: CollectionConfig = {
  slug: 'rate-limit-windows',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'reset_at', type: 'date', required: true, index: true },
  ],
}
