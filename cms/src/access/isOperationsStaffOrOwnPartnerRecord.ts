import type { Access } from 'payload'
import { isOperationsStaff } from './roles'

/** Programme staff and auditors read every row; a partner only the rows whose `partner` field is them. */
export const isOperationsStaffOrOwnPartnerRecord: Access = ({ req }) => {
  if (isOperationsStaff(req.user)) return true
  if (req.user?.collection === 'partners') return { partner: { equals: req.user.id } }
  return false
}
