import { formatPoints as formatPointsIn, type OrderStatus, orderStatusLabel } from '@portal/shared'
import i18next from 'i18next'

/** Numbers and dates in the language shown (Intl), so an English screen never shows Polish digits or month names. */
const intlLocale = () => (i18next.language === 'en' ? 'en-GB' : 'pl-PL')

export const formatPoints = (points: number, options: { signed?: boolean; decimals?: number } = {}) =>
  formatPointsIn(points, { ...options, locale: intlLocale() })

/** A moment (ISO) as a day: "15.06.2025" (short) or "15 czerwca 2025" (long). */
export const formatDate = (iso: string, style: 'short' | 'long' = 'short') =>
  new Date(iso).toLocaleDateString(intlLocale(), style === 'long' ? { day: 'numeric', month: 'long', year: 'numeric' } : undefined)

/** A calendar day (YYYY-MM-DD, as a birth date) without a time zone shifting it. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** A calendar day (YYYY-MM-DD) in figures, as a deadline reads: 31.03.2027. */
export const formatDayNumeric = (day: string) =>
  new Intl.DateTimeFormat(intlLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

/** An order's status as the partner reads it, capitalised: "Oczekuje", never the code "Pending". */
export const formatOrderStatus = (status: string) => {
  const label = orderStatusLabel(status as OrderStatus, i18next.language === 'en' ? 'en' : 'pl')
  return label.charAt(0).toUpperCase() + label.slice(1)
}
