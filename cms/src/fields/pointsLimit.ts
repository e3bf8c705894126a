import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'
import { hasRole, isStaff } from '../access/roles'
import { type PointsLimit, pointsLimitRefusal } from '../domain/pointsLimits'

/**
 * A points field kept within the programme's limit for everyone but an admin (read in the save's own
 * transaction), after Payload's own checks of the field (required, min).
 */
export function withinPointsLimit(limit: PointsLimit): NumberFieldSingleValidation {
  return async (value, options) => {
    const builtIn = number(value, options)
    if (builtIn !== true || typeof value !== 'number') return builtIn
    const { req } = options
    const limited = isStaff(req.user) && !hasRole(req.user, 'admin')
    const settings = limited ? await req.payload.findGlobal({ slug: 'programme-settings', depth: 0, req, overrideAccess: true }) : null
    return pointsLimitRefusal(limit, value, settings?.limits, limited) ?? true
  }
}
