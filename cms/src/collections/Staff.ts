import { STAFF_ROLES } from '@portal/shared'
import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { hasRole } from '../access/roles'

/** Marketing, programme, auditor and admin staff; the same accounts log into /admin and /backoffice. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Pracownik', plural: 'Pracownicy' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
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
