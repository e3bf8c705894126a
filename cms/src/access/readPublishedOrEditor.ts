import type { Access } from 'payload'
import { hasRole } from './roles'

/** Marketing and admin see drafts; everybody else (other staff, partners, guests) only published versions. */
export const readPublishedOrEditor: Access = ({ req }) => (hasRole(req.user, 'marketing') ? true : { _status: { equals: 'published' } })
