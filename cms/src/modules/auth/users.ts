import type { Partner, Staff } from '../../payload-types'

/** Who a request acts for, as Payload's access functions see them: a portal partner or a staff member. */
export type PartnerUser = Partner & { collection: 'partners' }
export type StaffUser = Staff & { collection: 'staff' }
