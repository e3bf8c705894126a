import type { Access } from 'payload'
import { isOperationsStaff as userRunsProgramme } from './roles'

/** Partners' data and the programme's records: programme staff, auditors and admins; not marketing. */
export const isOperationsStaff: Access = ({ req }) => userRunsProgramme(req.user)
