import type { Payload } from 'payload'
import { formatPoints, fromTenths, LEDGER_SOURCES, type LedgerSource, toTenths } from '@portal/shared'
import { balanceFrom } from './ledger'
import { documents, type Period } from '../exports/sources'
import type { StaffUser } from '../auth/users'

// Only what the sums need, and createdAt for the keyset.
const LEDGER_SUMS = { amount_tenths: true, source: true, createdAt: true } as const

export type Reconciliation = {
  from: string | null
  to: string | null
  opening: number
  issued: Record<Exclude<LedgerSource, 'order' | 'refund' | 'correction' | 'expiry' | 'held'>, number>
  corrections: { credited: number; debited: number }
  spent: number
  refunded: number
  /** Points that reached their expiry date unspent. */
  expired: number
  /** Held for a check, net of those released or cancelled in the period (partners see them as "oczekujące"). */
  held: number
  closing: number
  partnersBalance: number
  partners: number
  difference: number
  agrees: boolean
}

/**
 * The other road to the same total: partner by partner, each balance as the portal shows it to them
 * (`balanceFrom`: available and pending), at the end of the period. An entry whose partner is gone, or a source counted the
 * wrong way, makes the two disagree.
 */
async function sumOfPartnerBalances(payload: Payload, staff: StaffUser, to: Date | null): Promise<{ total: number; partners: number }> {
  let total = 0
  let partners = 0
  for (let page = 1; ; page++) {
    const batch = await payload.find({
      collection: 'partners',
      sort: 'id',
      limit: 200,
      page,
      depth: 0,
      select: { email: true },
      user: staff,
      overrideAccess: false,
    })
    for (const partner of batch.docs) {
      const own = await payload.find({
        collection: 'ledger-entries',
        where: { and: [{ partner: { equals: partner.id } }, ...(to ? [{ createdAt: { less_than: to.toISOString() } }] : [])] },
        pagination: false,
        depth: 0,
        select: { amount_tenths: true, source: true },
        user: staff,
        overrideAccess: false,
      })
      if (own.docs.length === 0) continue
      partners++
      const balance = balanceFrom(own.docs)
      total += toTenths(balance.available) + toTenths(balance.pending)
    }
    if (!batch.hasNextPage) return { total, partners }
  }
}

/**
 * The period's movements by kind and the closing balance (opening + movements), checked against the
 * same total reached another way: each partner's own balance at the end of the period, summed.
 */
export async function reconcile(payload: Payload, staff: StaffUser, period: Period): Promise<Reconciliation> {
  const bySource = Object.fromEntries(LEDGER_SOURCES.map((s) => [s, 0])) as Record<LedgerSource, number>
  let opening = 0
  let credited = 0
  let debited = 0
  const upToEnd = { from: null, to: period.to }
  for await (const entry of documents<{ id: string; createdAt: string; amount_tenths: number; source: LedgerSource }>(
    payload,
    staff,
    'ledger-entries',
    upToEnd,
    0,
    LEDGER_SUMS,
  )) {
    if (period.from && new Date(entry.createdAt) < period.from) {
      opening += entry.amount_tenths
      continue
    }
    bySource[entry.source] += entry.amount_tenths
    if (entry.source === 'correction') {
      if (entry.amount_tenths > 0) credited += entry.amount_tenths
      else debited -= entry.amount_tenths
    }
  }
  const movements = Object.values(bySource).reduce((sum, value) => sum + value, 0)
  const closing = opening + movements
  const { total: partnersBalance, partners } = await sumOfPartnerBalances(payload, staff, period.to)
  return {
    from: period.from?.toISOString() ?? null,
    to: period.to?.toISOString() ?? null,
    opening: fromTenths(opening),
    issued: { code: fromTenths(bySource.code), training: fromTenths(bySource.training), promotion: fromTenths(bySource.promotion) },
    corrections: { credited: fromTenths(credited), debited: fromTenths(debited) },
    spent: fromTenths(-bySource.order),
    refunded: fromTenths(bySource.refund),
    expired: fromTenths(-bySource.expiry),
    held: fromTenths(bySource.held),
    closing: fromTenths(closing),
    partnersBalance: fromTenths(partnersBalance),
    partners,
    difference: fromTenths(closing - partnersBalance),
    agrees: closing === partnersBalance,
  }
}

/** The report's lines, the same in the JSON view and the PDF. */
export function reconciliationLines(report: Reconciliation): Array<[string, string]> {
  const n = (value: number) => formatPoints(value)
  return [
    ['Saldo otwarcia', n(report.opening)],
    // "Przyznane" (granted to partners) and "Wydane na nagrody" (spent by them) can never be read as the same thing.
    ['Przyznane za kody', n(report.issued.code)],
    ['Przyznane za szkolenia', n(report.issued.training)],
    ['Przyznane w promocjach', n(report.issued.promotion)],
    ['Korekty dodające punkty', n(report.corrections.credited)],
    ['Korekty odejmujące punkty', n(report.corrections.debited)],
    ['Wydane przez partnerów na nagrody (zamówienia)', n(report.spent)],
    ['Zwrócone partnerom (odrzucone i anulowane zamówienia)', n(report.refunded)],
    ['Wygasłe (niewykorzystane w terminie)', n(report.expired)],
    ['Wstrzymane do sprawdzenia (oczekujące, netto)', n(report.held)],
    ['Saldo zamknięcia', n(report.closing)],
    [`Suma sald partnerów (${report.partners})`, n(report.partnersBalance)],
    ['Wynik', report.agrees ? 'Salda się zgadzają: saldo zamknięcia równa się sumie sald partnerów.' : `Różnica: ${n(report.difference)}`],
  ]
}
