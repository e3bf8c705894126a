import { LOGIN_LOCK_MINUTES, LOGIN_MAX_ATTEMPTS, STAFF_ROLE_NAMES, STAFF_ROLES } from '@portal/shared'
import { APIError, type CollectionConfig } from 'payload'
import { BLOCKED_MESSAGE } from '../domain/errors'
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
  admin: { useAsTitle: 'email', group: 'Administracja', defaultColumns: ['email', 'name', 'roles', 'login_blocked'] },
  hooks: {
    // Checked again inside Payload's login, after the password: a block set while the password was being checked holds.
    beforeLogin: [
      ({ user }) => {
        if (user.login_blocked) throw new APIError(BLOCKED_MESSAGE, 403, undefined, true)
      },
    ],
  },
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
      options: STAFF_ROLES.map((role) => ({ label: STAFF_ROLE_NAMES[role], value: role })),
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
    },
    {
      // Read on every request (roles.ts), so a block ends the person's open sessions at once.
      name: 'login_blocked',
      type: 'checkbox',
      label: 'Logowanie zablokowane',
      defaultValue: false,
      saveToJWT: false,
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
      validate: (value: boolean | null | undefined, { req, id }: { req: { user?: { id?: unknown } | null }; id?: unknown }) =>
        value && id !== undefined && req.user?.id === id ? 'Nie można zablokować własnego konta.' : true,
      admin: { description: 'Zablokowany pracownik nie zaloguje się, a jego otwarte sesje przestają działać od razu.' },
    },
  ],
}
