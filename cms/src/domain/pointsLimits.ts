import { formatPoints } from '@portal/shared'

/** The points one coupon or one code may create unless an admin saves it (programme settings, "Limity punktów"). */
export const POINTS_LIMIT_DEFAULTS = { coupon_points_max: 1000, points_per_code_max: 500 } as const

export type PointsLimit = keyof typeof POINTS_LIMIT_DEFAULTS
export type PointsLimits = Partial<Record<PointsLimit, number | null>> | null | undefined

const WHAT: Record<PointsLimit, string> = { coupon_points_max: 'Kupon może dać', points_per_code_max: 'Kod z partii może dać' }

/**
 * Why these points may not be saved, or null. Only programme staff are limited: an admin may go above the limit,
 * and the system itself (demo data, benchmarks) acts without a staff member.
 */
export function pointsLimitRefusal(limit: PointsLimit, points: number, limits: PointsLimits, limited: boolean): string | null {
  if (!limited) return null
  const max = limits?.[limit] ?? POINTS_LIMIT_DEFAULTS[limit]
  return points > max ? `${WHAT[limit]} najwyżej ${formatPoints(max)}. Więcej może zatwierdzić tylko administrator.` : null
}
