import type { Access } from 'payload'
import { hasRole } from './roles'

/** Marketing edits content in the Payload admin; admin may too. */
export const isContentEditor: Access = ({ req }) => hasRole(req.user, 'marketing')
