import { POINT_TENTHS } from './constants'

/** Points as stored (integer tenths) from points as shown; rounding keeps float noise out (0.1 + 0.2). */
export const toTenths = (points: number): number => Math.round(points * POINT_TENTHS)

/** Points as shown from stored tenths. */
export const fromTenths = (tenths: number): number => tenths / POINT_TENTHS

/** Whether a number of points can be stored exactly (at most one decimal). */
export const isWholeTenths = (points: number): boolean => Math.abs(toTenths(points) - points * POINT_TENTHS) < 1e-9

type PointsFormat = { signed?: boolean; locale?: string; decimals?: number }

/**
 * Points as a reader sees them, "1234,5 PKT" (the locale's digits); `signed` marks a gain with +. Programme points
 * have one decimal at most; contest scores (metres × points per metre) two.
 */
export function formatPoints(points: number, { signed = false, locale = 'pl-PL', decimals = 1 }: PointsFormat = {}): string {
  // `|| 0` turns -0 (the negated sum of nothing) into 0.
  const value = points || 0
  return `${signed && value > 0 ? '+' : ''}${value.toLocaleString(locale, { maximumFractionDigits: decimals })} PKT`
}
