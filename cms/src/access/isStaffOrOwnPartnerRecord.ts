import type { Access } from 'payload'
import { isStaff } from './roles'

/** Staff read every row; a partner only the rows whose `partner` field is them. */
export const isStaffOrOwnPartnerRecord: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (req.user?.collection === 'partners') return { partner: { equals: req.user.id } }
  return false
}
