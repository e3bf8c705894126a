import { sql } from '@payloadcms/db-postgres'
import { Forbidden, type Payload } from 'payload'
import { isOperationsStaff } from '../../access/roles'
import {
  monthLines,
  PRIZE_TAX_DEFAULTS,
  PRIZE_TAX_TREATMENT_NAMES,
  prizeTax,
  type PrizeTax,
  type PrizeTaxSettings,
  type TaxDeclaration,
  taxDueDate,
  taxMonth,
  toFullZloty,
} from '../../domain/prizeTax'
import { programmeSettings } from '../programme/settings'
import { sqlFor } from '../sql'
import type { StaffUser } from '../auth/users'

/** Who received a prize, as the tax reports name them (PIT-8AR and each recipient's information). */
type Recipient = {
  partner_id: string
  partner_email: string
  full_name: string
  declaration: TaxDeclaration | null
  pesel: string | null
  tax_office: string | null
  company_name: string | null
  company_tax_identifier: string | null
  address: string
}

/** One prize (an order) or its correction, as the accountant files it; every figure leads back to the order's number. */
export type TaxLine = Recipient & {
  month: string
  kind: 'prize' | 'correction'
  order_number: string
  order_date: string
  treatment: PrizeTax['treatment']
  treatment_name: string
  value_grosze: number
  cash_prize_grosze: number
  tax_grosze: number
  /** Lines of the order whose prize had no value when ordered: the figures miss them until marketing fills it. */
  unvalued_lines: number
}

type OrderRow = {
  number: string
  created_at: string
  cancelled_at: string | null
  partner_id: string
  email: string
  first_name: string | null
  last_name: string | null
  declaration: TaxDeclaration | null
  pesel: string | null
  tax_office: string | null
  company_name: string | null
  company_tax_identifier: string | null
  street: string | null
  building: string | null
  local: string | null
  post_code: string | null
  city: string | null
  value_grosze: string | null
  unvalued_lines: string
}

/** The settings as the adviser left them, the statutory defaults where a field is empty. */
async function prizeTaxSettings(payload: Payload): Promise<PrizeTaxSettings> {
  const saved = (await programmeSettings(payload)).prize_tax
  return {
    salesPromotion: saved?.sales_promotion ?? PRIZE_TAX_DEFAULTS.salesPromotion,
    rateBasisPoints: saved?.rate_basis_points ?? PRIZE_TAX_DEFAULTS.rateBasisPoints,
    cashPrizeBasisPoints: saved?.cash_prize_basis_points ?? PRIZE_TAX_DEFAULTS.cashPrizeBasisPoints,
    exemptionLimitGrosze: saved?.exemption_limit_grosze ?? PRIZE_TAX_DEFAULTS.exemptionLimitGrosze,
  }
}

/** Warsaw midnight at the start of a "YYYY-MM" month, as an instant (a day of slack each side is filtered by taxMonth). */
const roughStart = (month: string) => new Date(`${month}-01T00:00:00Z`).getTime() - 86_400_000

/** The tax lines of the months from `first` to `last` ("YYYY-MM"), oldest first. */
async function taxLines(payload: Payload, staff: StaffUser, first: string, last: string): Promise<TaxLine[]> {
  if (!isOperationsStaff(staff)) throw new Forbidden()
  const [settings, db] = await Promise.all([prizeTaxSettings(payload), sqlFor(payload)])
  const [year, month] = last.split('-').map(Number) as [number, number]
  const from = new Date(roughStart(first)).toISOString()
  const to = new Date(Date.UTC(year, month, 1) + 86_400_000).toISOString()
  // An order counts in the month it was placed and, if cancelled (rejected) later, in the month of that.
  const { rows } = await db.execute<OrderRow>(sql`
    WITH refunds AS (
      SELECT h._parent_id AS order_id, min(h.at) AS at FROM orders_history h
      WHERE h.status IN ('Cancelled', 'Rejected') GROUP BY h._parent_id)
    SELECT o.number, o.created_at::text AS created_at,
           CASE WHEN o.status IN ('Cancelled', 'Rejected') THEN coalesce(r.at, o.updated_at)::text END AS cancelled_at,
           p.id AS partner_id, p.email, p.first_name, p.last_name, p.tax_declaration AS declaration, p.tax_pesel AS pesel,
           p.tax_tax_office AS tax_office, p.tax_company_name AS company_name, p.tax_company_tax_identifier AS company_tax_identifier,
           p.residence_address_street AS street, p.residence_address_building AS building, p.residence_address_local AS local,
           p.residence_address_post_code AS post_code, p.residence_address_city AS city,
           (SELECT sum(l.quantity * l.unit_value_grosze) FROM orders_lines l WHERE l._parent_id = o.id) AS value_grosze,
           (SELECT count(*) FROM orders_lines l WHERE l._parent_id = o.id AND l.unit_value_grosze IS NULL) AS unvalued_lines
    FROM orders o JOIN partners p ON p.id = o.partner_id LEFT JOIN refunds r ON r.order_id = o.id
    WHERE (o.created_at >= ${from} AND o.created_at < ${to})
       OR (o.status IN ('Cancelled', 'Rejected') AND coalesce(r.at, o.updated_at) >= ${from} AND coalesce(r.at, o.updated_at) < ${to})
    ORDER BY o.created_at, o.number`)
  const lines: TaxLine[] = []
  for (const row of rows) {
    const tax = prizeTax(Number(row.value_grosze ?? 0), row.declaration, settings)
    const order = { placedAt: new Date(row.created_at), cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null, tax }
    const months = new Set([taxMonth(order.placedAt), ...(order.cancelledAt ? [taxMonth(order.cancelledAt)] : [])])
    for (const lineMonth of [...months].filter((m) => m >= first && m <= last).sort())
      for (const { kind, tax: counted } of monthLines(order, lineMonth))
        lines.push({
          month: lineMonth,
          kind,
          order_number: row.number,
          order_date: row.created_at,
          partner_id: row.partner_id,
          partner_email: row.email,
          full_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
          declaration: row.declaration,
          pesel: row.pesel,
          tax_office: row.tax_office,
          company_name: row.company_name,
          company_tax_identifier: row.company_tax_identifier,
          address: [
            [row.street, [row.building, row.local].filter(Boolean).join('/')].filter(Boolean).join(' '),
            [row.post_code, row.city].filter(Boolean).join(' '),
          ]
            .filter(Boolean)
            .join(', '),
          treatment: counted.treatment,
          treatment_name: PRIZE_TAX_TREATMENT_NAMES[counted.treatment],
          value_grosze: counted.valueGrosze,
          cash_prize_grosze: counted.cashPrizeGrosze,
          tax_grosze: counted.taxGrosze,
          unvalued_lines: Number(row.unvalued_lines),
        })
  }
  return lines.sort((a, b) => a.month.localeCompare(b.month) || a.order_date.localeCompare(b.order_date))
}

export type MonthlyTaxReport = {
  month: string
  due_date: string
  /** The month's withheld tax to pay by the due date, in grosze (full złoty). */
  tax_to_pay_grosze: number
  totals: { value_grosze: number; cash_prize_grosze: number; tax_grosze: number; prizes: number; corrections: number }
  lines: TaxLine[]
}

/** The month's report: every prize and correction, and the tax to pay by the 20th of the next month. */
export async function monthlyTaxReport(payload: Payload, staff: StaffUser, month: string): Promise<MonthlyTaxReport> {
  const lines = await taxLines(payload, staff, month, month)
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((total, line) => total + pick(line), 0)
  const taxGrosze = sum((line) => line.tax_grosze)
  return {
    month,
    due_date: taxDueDate(month),
    tax_to_pay_grosze: toFullZloty(Math.max(0, taxGrosze)),
    totals: {
      value_grosze: sum((line) => line.value_grosze),
      cash_prize_grosze: sum((line) => line.cash_prize_grosze),
      tax_grosze: taxGrosze,
      prizes: lines.filter((line) => line.kind === 'prize').length,
      corrections: lines.filter((line) => line.kind === 'correction').length,
    },
    lines,
  }
}

export type RecipientYear = Recipient & {
  value_grosze: number
  exempt_value_grosze: number
  taxed_value_grosze: number
  cash_prize_grosze: number
  tax_grosze: number
  orders: string[]
}

/** The year per recipient: what the PIT-8AR and each recipient's information need, with the orders behind each figure. */
export async function yearlyTaxReport(payload: Payload, staff: StaffUser, year: number): Promise<RecipientYear[]> {
  const lines = await taxLines(payload, staff, `${year}-01`, `${year}-12`)
  const recipients = new Map<string, RecipientYear>()
  for (const line of lines) {
    const { partner_id, partner_email, full_name, declaration, pesel, tax_office, company_name, company_tax_identifier, address } = line
    const recipient = recipients.get(line.partner_id) ?? {
      partner_id,
      partner_email,
      full_name,
      declaration,
      pesel,
      tax_office,
      company_name,
      company_tax_identifier,
      address,
      value_grosze: 0,
      exempt_value_grosze: 0,
      taxed_value_grosze: 0,
      cash_prize_grosze: 0,
      tax_grosze: 0,
      orders: [],
    }
    recipient.value_grosze += line.value_grosze
    if (line.treatment === 'exempt') recipient.exempt_value_grosze += line.value_grosze
    if (line.treatment === 'withheld') recipient.taxed_value_grosze += line.value_grosze
    recipient.cash_prize_grosze += line.cash_prize_grosze
    recipient.tax_grosze += line.tax_grosze
    recipient.orders.push(line.kind === 'correction' ? `${line.order_number} (korekta)` : line.order_number)
    recipients.set(line.partner_id, recipient)
  }
  return [...recipients.values()].sort((a, b) => a.full_name.localeCompare(b.full_name, 'pl'))
}
