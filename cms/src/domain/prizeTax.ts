/**
 * Polish income tax (PIT) on the prizes partners take for their points. The rule, with its sources (ustawa
 * o podatku dochodowym od osób fizycznych, "u.p.d.o.f.", and Ordynacja podatkowa, "o.p."):
 *
 * - A, a private person: the organiser, as the payer, withholds a 10% lump-sum tax on the prize (art. 30 ust. 1
 *   pkt 2 and art. 41 ust. 4 u.p.d.o.f.) and, so that the tax costs the partner nothing, grants an additional cash
 *   prize of 11.11% of the value, which is taxed with it and kept as the tax. A single prize from a sales promotion
 *   (sprzedaż premiowa) of at most 2,000 zł is exempt (art. 21 ust. 1 pkt 68 u.p.d.o.f.), unless the programme is
 *   set as not a sales promotion. "Single" is what the partner receives at once: one order.
 * - B, a person running a business: the prize is revenue of that business (art. 14 ust. 2 pkt 8 u.p.d.o.f.); the
 *   exemption does not apply to prizes received in connection with a business, and nothing is withheld.
 * - C, a representative of a legal entity: the prize goes to the company, outside PIT; it is invoiced.
 * - The withheld tax is paid by the 20th of the month after the month it was withheld (art. 42 ust. 1 u.p.d.o.f.);
 *   the yearly PIT-8AR follows by the end of January (art. 42 ust. 1a).
 * - Taxes collected by a payer are rounded to full złoty, under 50 gr down and from 50 gr up (art. 63 § 1a o.p.).
 *
 * Every rate and limit is a programme setting an adviser confirms (PRIZE_TAX_DEFAULTS are the statutory values
 * of 2026); a partner without a declaration is treated as a private person, the safe side for both.
 */

export type TaxDeclaration = 'A' | 'B' | 'C'

export type PrizeTaxSettings = {
  /** The programme is a sales promotion: the 2,000 zł exemption applies to private persons. */
  salesPromotion: boolean
  /** The lump-sum rate, in basis points (1000 = 10%). */
  rateBasisPoints: number
  /** The additional cash prize, in basis points of the value (1111 = 11.11%). */
  cashPrizeBasisPoints: number
  /** The largest single prize that is exempt, in grosze (200,000 = 2,000.00 zł). */
  exemptionLimitGrosze: number
}

export const PRIZE_TAX_DEFAULTS: PrizeTaxSettings = {
  salesPromotion: true,
  rateBasisPoints: 1000,
  cashPrizeBasisPoints: 1111,
  exemptionLimitGrosze: 200_000,
}

/** What happens to a prize for tax. */
export type PrizeTaxTreatment = 'exempt' | 'withheld' | 'business_revenue' | 'company_invoice'

export const PRIZE_TAX_TREATMENT_NAMES: Record<PrizeTaxTreatment, string> = {
  exempt: 'Zwolniona (do 2000 zł)',
  withheld: 'Podatek 10% pobrany',
  business_revenue: 'Przychód z działalności',
  company_invoice: 'Do faktury (firma)',
}

export type PrizeTax = {
  treatment: PrizeTaxTreatment
  /** The prize's gross market value, in grosze. */
  valueGrosze: number
  /** The additional cash prize granted to pay the tax, in grosze. */
  cashPrizeGrosze: number
  /** The tax withheld and paid to the tax office, in grosze (a multiple of 100: full złoty). */
  taxGrosze: number
}

const share = (grosze: number, basisPoints: number) => Math.round((grosze * basisPoints) / 10_000)
/** Art. 63 § 1a o.p.: full złoty, under 50 gr down, from 50 gr up. */
export const toFullZloty = (grosze: number) => Math.sign(grosze) * Math.round(Math.abs(grosze) / 100) * 100

/** The tax on one prize (one order) of `valueGrosze` for a partner with `declaration`. */
export function prizeTax(valueGrosze: number, declaration: TaxDeclaration | null | undefined, settings: PrizeTaxSettings): PrizeTax {
  if (!Number.isInteger(valueGrosze) || valueGrosze < 0) throw new RangeError(`a prize's value is whole grosze, not ${valueGrosze}`)
  const none = { valueGrosze, cashPrizeGrosze: 0, taxGrosze: 0 }
  if (declaration === 'C') return { treatment: 'company_invoice', ...none }
  if (declaration === 'B') return { treatment: 'business_revenue', ...none }
  if (settings.salesPromotion && valueGrosze <= settings.exemptionLimitGrosze) return { treatment: 'exempt', ...none }
  const cashPrizeGrosze = share(valueGrosze, settings.cashPrizeBasisPoints)
  return {
    treatment: 'withheld',
    valueGrosze,
    cashPrizeGrosze,
    taxGrosze: toFullZloty(share(valueGrosze + cashPrizeGrosze, settings.rateBasisPoints)),
  }
}

/** A prize as the reports count it: the month of the order, and the month it was cancelled (null if it stands). */
export type TaxedOrder = { placedAt: Date; cancelledAt: Date | null; tax: PrizeTax }

/** The month of a date in Poland, as "2026-11" (a prize handed over at 23:30 on 31 December belongs to December). */
export function taxMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' }).formatToParts(date)
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`
}

/**
 * The lines of one month: an order placed in it (unless cancelled in the same month: then it never counted),
 * and, as a correction with the opposite sign, an order of an earlier month cancelled in it.
 */
export function monthLines(order: TaxedOrder, month: string): Array<{ kind: 'prize' | 'correction'; tax: PrizeTax }> {
  const placed = taxMonth(order.placedAt)
  const cancelled = order.cancelledAt ? taxMonth(order.cancelledAt) : null
  const lines: Array<{ kind: 'prize' | 'correction'; tax: PrizeTax }> = []
  if (placed === month && cancelled !== month) lines.push({ kind: 'prize', tax: order.tax })
  if (cancelled === month && placed < month) {
    const { tax } = order
    lines.push({
      kind: 'correction',
      tax: { ...tax, valueGrosze: -tax.valueGrosze, cashPrizeGrosze: -tax.cashPrizeGrosze, taxGrosze: -tax.taxGrosze },
    })
  }
  return lines
}

/** The day the month's withheld tax is due: the 20th of the next month (art. 42 ust. 1 u.p.d.o.f.). */
export function taxDueDate(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const next = monthNumber === 12 ? { year: year + 1, month: 1 } : { year, month: monthNumber + 1 }
  return `${next.year}-${String(next.month).padStart(2, '0')}-20`
}
