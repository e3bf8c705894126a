import type { Access } from 'payload'
import { hasRole } from './roles'

export const isProgrammeStaff: Access = ({ req }) => hasRole(req.user, 'programme')
