import type { Access } from 'payload'
import { isStaff } from './roles'

/** Staff read every partner; a partner reads only their own record. */
export const isStaffOrSelf: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user?.collection === 'partners') return { id: { equals: req.user.id } }
  return false
}
