import type { Access } from 'payload'
import { isStaff as userIsStaff } from './roles'

export const isStaff: Access = ({ req }) => userIsStaff(req.user)
