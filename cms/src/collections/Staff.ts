import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS, STAFF_ROLES } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { hasRole } from '../access/roles'

/** Marketing, programme, auditor and admin staff; the same accounts log into /admin and /backoffice. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Pracownik', plural: 'Pracownicy' },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Payload's session list is written back with the whole record at every login, which could undo a role change made meanwhile.
    useSessions: false,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  admin: { useAsTitle: 'email', group: 'Administracja', defaultColumns: ['email', 'name', 'roles'] },
  access: {
    admin: ({ req }) => hasRole(req.user, 'marketing'),
    read: isStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Imię i nazwisko' },
    {
      name: 'roles',
      type: 'select',
      label: 'Role',
      hasMany: true,
      required: true,
      saveToJWT: true,
      options: STAFF_ROLES.map((role) => ({ label: role, value: role })),
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
    },
  ],
}
