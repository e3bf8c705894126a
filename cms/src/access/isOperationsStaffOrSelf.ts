import type { Access } from 'payload'
import { isOperationsStaff } from './roles'

/** Programme staff and auditors read every partner; a partner reads only their own record. */
export const isOperationsStaffOrSelf: Access = ({ req }) => {
  if (isOperationsStaff(req.user)) return true
  if (req.user?.collection === 'partners') return { id: { equals: req.user.id } }
  return false
}
