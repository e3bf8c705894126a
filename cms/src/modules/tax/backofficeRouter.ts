import { type Response, Router } from 'express'
import { z } from 'zod'
import { AppError, parseBody } from '../../domain/errors'
import { recordExport } from '../audit/audit'
import { type BackofficeContext, staffReads } from '../backoffice/simpleRest'
import { type Column, type Rows, writeCsv, writePdf } from '../exports/writers'
import { monthlyTaxReport, yearlyTaxReport } from './report'

const monthQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Podaj miesiąc w formacie RRRR-MM.') })
const yearQuery = z.object({ year: z.coerce.number('Podaj rok, np. 2026.').int('Podaj rok, np. 2026.').min(2000).max(2100) })

/** Grosze as an accountant reads them: "1 234,56". */
const zloty = (grosze: number) =>
  (grosze / 100).toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })

const MONTH_COLUMNS: Column[] = [
  { header: 'Zamówienie', width: 16 },
  { header: 'Data', width: 11 },
  { header: 'Rodzaj', width: 8 },
  { header: 'Partner', width: 22 },
  { header: 'Oświadczenie', width: 12 },
  { header: 'PESEL / NIP', width: 15 },
  { header: 'Rozliczenie', width: 16 },
  { header: 'Wartość nagrody (zł)', width: 11 },
  { header: 'Nagroda pieniężna (zł)', width: 11 },
  { header: 'Podatek (zł)', width: 10 },
]

const YEAR_COLUMNS: Column[] = [
  { header: 'Partner', width: 16 },
  { header: 'E-mail', width: 20 },
  { header: 'Oświadczenie', width: 12 },
  { header: 'PESEL / NIP', width: 15 },
  { header: 'Urząd skarbowy', width: 12 },
  { header: 'Adres', width: 20 },
  { header: 'Wartość nagród (zł)', width: 11 },
  { header: 'W tym zwolnione (zł)', width: 11 },
  { header: 'Nagroda pieniężna (zł)', width: 11 },
  { header: 'Podatek pobrany (zł)', width: 11 },
  { header: 'Zamówienia', width: 20 },
]

function fileFormat(format: unknown): 'csv' | 'pdf' {
  if (format === 'csv' || format === 'pdf') return format
  throw new AppError(404, 'Nie ma takiego raportu.')
}

async function* each<T>(items: T[], row: (item: T) => string[]) {
  for (const item of items) yield row(item)
}

async function send(
  res: Response,
  format: string,
  file: string,
  title: string,
  subtitle: string,
  columns: Column[],
  rows: Rows,
  summary: string[],
) {
  res.setHeader('Content-Disposition', `attachment; filename="${file}.${format}"`)
  if (format === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    await writeCsv(
      res,
      columns.map((column) => column.header),
      rows,
    )
  } else {
    res.setHeader('Content-Type', 'application/pdf')
    await writePdf(res, title, subtitle, columns, rows, summary)
  }
}

/** The prize tax reports (PIT): a month's tax to pay and a year per recipient, as JSON, CSV and PDF. */
export function taxBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/tax/monthly', staffReads, async (req, res) => {
    res.json(await monthlyTaxReport(payload, req.staff!, parseBody(monthQuery, req.query).month))
  })

  router.get('/tax/yearly', staffReads, async (req, res) => {
    res.json(await yearlyTaxReport(payload, req.staff!, parseBody(yearQuery, req.query).year))
  })

  router.get('/tax/monthly.:format', staffReads, async (req, res) => {
    const format = fileFormat(req.params.format)
    const { month } = parseBody(monthQuery, req.query)
    const report = await monthlyTaxReport(payload, req.staff!, month)
    const title = `Podatek od nagród – ${month}`
    await recordExport(payload, req.staff!, {
      file: `podatek-${month}.${format}`,
      title: 'Podatek od nagród (miesiąc)',
      scope: `miesiąc ${month}`,
    })
    const summary = [
      `Podatek do wpłaty do ${report.due_date}: ${zloty(report.tax_to_pay_grosze)} zł`,
      `Nagrody: ${report.totals.prizes}, korekty: ${report.totals.corrections}, wartość: ${zloty(report.totals.value_grosze)} zł, nagrody pieniężne: ${zloty(report.totals.cash_prize_grosze)} zł`,
    ]
    const rows = each(report.lines, (line) => [
      line.order_number,
      line.order_date.slice(0, 10),
      line.kind === 'correction' ? 'korekta' : 'nagroda',
      `${line.full_name} (${line.partner_email})`,
      line.declaration ?? 'brak',
      line.pesel ?? line.company_tax_identifier ?? '',
      line.unvalued_lines ? `${line.treatment_name}; brak wartości ${line.unvalued_lines} poz.` : line.treatment_name,
      zloty(line.value_grosze),
      zloty(line.cash_prize_grosze),
      zloty(line.tax_grosze),
    ])
    await send(res, format, `podatek-${month}`, title, `Miesiąc ${month} · termin wpłaty ${report.due_date}`, MONTH_COLUMNS, rows, summary)
  })

  router.get('/tax/yearly.:format', staffReads, async (req, res) => {
    const format = fileFormat(req.params.format)
    const { year } = parseBody(yearQuery, req.query)
    const recipients = await yearlyTaxReport(payload, req.staff!, year)
    await recordExport(payload, req.staff!, { file: `podatek-${year}.${format}`, title: 'Podatek od nagród (rok)', scope: `rok ${year}` })
    const tax = recipients.reduce((sum, recipient) => sum + recipient.tax_grosze, 0)
    const rows = each(recipients, (recipient) => [
      recipient.full_name,
      recipient.partner_email,
      recipient.declaration ?? 'brak',
      recipient.pesel ?? recipient.company_tax_identifier ?? '',
      recipient.tax_office ?? '',
      recipient.address,
      zloty(recipient.value_grosze),
      zloty(recipient.exempt_value_grosze),
      zloty(recipient.cash_prize_grosze),
      zloty(recipient.tax_grosze),
      recipient.orders.join(', '),
    ])
    await send(
      res,
      format,
      `podatek-${year}`,
      `Podatek od nagród – rok ${year}`,
      `Rok ${year} · dane do PIT-8AR i informacji dla odbiorców`,
      YEAR_COLUMNS,
      rows,
      [`Odbiorców: ${recipients.length}, podatek pobrany w roku: ${zloty(tax)} zł`],
    )
  })

  return router
}
