import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { appendEntry } from '../src/modules/ledger/ledger'
import { sqlFor } from '../src/modules/sql'
import { taxMonth } from '../src/domain/prizeTax'
import { inTransaction } from '../src/modules/transaction'
import type { MonthlyTaxReport, RecipientYear } from '../src/modules/tax/report'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'
import { createAcceptedPartner } from './support/partners'

describe('prize tax (PIT): the month’s tax to pay and the year per recipient, from the orders', () => {
  let app: TestApp
  let programme: HttpClient
  let auditor: HttpClient
  const month = taxMonth(new Date())
  const year = Number(month.slice(0, 4))
  const numbers = {} as Record<'taxed' | 'exempt' | 'business' | 'company' | 'cancelledNow' | 'lastYear', string>

  /** A points partner with a declaration, 10,000 points, who orders the prize worth `points` zł. */
  async function orderAs(email: string, declaration: 'A' | 'B' | 'C', points: number) {
    const partner = await createAcceptedPartner(app, email, 'points')
    await app.payload.update({
      collection: 'partners',
      id: partner.id,
      data: {
        tax: {
          declaration,
          pesel: declaration === 'C' ? null : '44051401458',
          company_tax_identifier: declaration === 'C' ? '5260250274' : null,
        },
      },
      overrideAccess: true,
    })
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: partner.id, amountTenths: 100_000, label: 'Korekta testowa', source: 'correction' }),
    )
    const client = app.client()
    expect((await client.post('/api/login', { email, password: 'Demo123!' })).status).toBe(200)
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: points } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    await client.post('/api/cart', { prize_id: prize.id })
    const placed = await client.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })
    expect(placed.status).toBe(201)
    return placed.body.order.number
  }

  const orderId = async (number: string) =>
    (await app.payload.find({ collection: 'orders', where: { number: { equals: number } }, overrideAccess: true })).docs[0]!.id

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    // The demo prizes are worth a złoty a point: 2,500 zł and 1,800 zł.
    numbers.taxed = await orderAs('prywatny@demo.pl', 'A', 2500)
    numbers.exempt = await orderAs('drobny@demo.pl', 'A', 1800)
    numbers.business = await orderAs('firma-jdg@demo.pl', 'B', 2500)
    numbers.company = await orderAs('spolka@demo.pl', 'C', 2500)
    numbers.cancelledNow = await orderAs('rezygnacja@demo.pl', 'A', 2500)
    await programme.post(`/backoffice/api/orders/${await orderId(numbers.cancelledNow)}/status`, {
      status: 'Cancelled',
      reason: 'Rezygnacja',
    })
    // An order of last year's December, cancelled this month: counted in December, corrected now.
    numbers.lastYear = await orderAs('grudzien@demo.pl', 'A', 2500)
    const db = await sqlFor(app.payload)
    await db.execute(sql`UPDATE orders SET created_at = ${`${year - 1}-12-15T10:00:00Z`} WHERE number = ${numbers.lastYear}`)
    await programme.post(`/backoffice/api/orders/${await orderId(numbers.lastYear)}/status`, { status: 'Cancelled', reason: 'Zwrot' })
    // A later change of the prize's value does not reach orders already placed.
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 2500 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    await app.payload.update({ collection: 'prizes', id: prize.id, data: { gross_value_grosze: 999_900 }, overrideAccess: true })
  })
  afterAll(() => app.stop())

  it('lists each prize of the month with its treatment, and the tax to pay by the 20th of the next month', async () => {
    const response = await auditor.get<MonthlyTaxReport>(`/backoffice/api/tax/monthly?month=${month}`)
    expect(response.status).toBe(200)
    const report = response.body
    const byNumber = new Map(report.lines.map((line) => [line.order_number, line]))
    // 2,500 zł: a cash prize of 277.75 zł and 10% of 2,777.75 zł = 277.78 zł, withheld as 278 zł.
    expect(byNumber.get(numbers.taxed)).toMatchObject({
      kind: 'prize',
      treatment: 'withheld',
      treatment_name: 'Podatek 10% pobrany',
      value_grosze: 250_000,
      cash_prize_grosze: 27_775,
      tax_grosze: 27_800,
      pesel: '44051401458',
    })
    expect(byNumber.get(numbers.exempt)).toMatchObject({ treatment: 'exempt', value_grosze: 180_000, tax_grosze: 0 })
    expect(byNumber.get(numbers.business)).toMatchObject({ treatment: 'business_revenue', value_grosze: 250_000, tax_grosze: 0 })
    expect(byNumber.get(numbers.company)).toMatchObject({
      treatment: 'company_invoice',
      company_tax_identifier: '5260250274',
      tax_grosze: 0,
    })
    expect(byNumber.has(numbers.cancelledNow)).toBe(false)
    expect(byNumber.get(numbers.lastYear)).toMatchObject({ kind: 'correction', value_grosze: -250_000, tax_grosze: -27_800 })
    expect(report.totals.tax_grosze).toBe(0)
    expect(report.tax_to_pay_grosze).toBe(0)
    const [y, m] = month.split('-').map(Number) as [number, number]
    expect(report.due_date).toBe(m === 12 ? `${y + 1}-01-20` : `${y}-${String(m + 1).padStart(2, '0')}-20`)

    const december = (await auditor.get<MonthlyTaxReport>(`/backoffice/api/tax/monthly?month=${year - 1}-12`)).body
    expect(december.lines.map((line) => [line.order_number, line.kind, line.tax_grosze])).toEqual([[numbers.lastYear, 'prize', 27_800]])
    expect(december.tax_to_pay_grosze).toBe(27_800)
  })

  it('sums the year per recipient with the orders behind each figure', async () => {
    const recipients = (await auditor.get<RecipientYear[]>(`/backoffice/api/tax/yearly?year=${year}`)).body
    const byEmail = new Map(recipients.map((recipient) => [recipient.partner_email, recipient]))
    expect(byEmail.get('prywatny@demo.pl')).toMatchObject({
      value_grosze: 250_000,
      taxed_value_grosze: 250_000,
      exempt_value_grosze: 0,
      tax_grosze: 27_800,
      orders: [numbers.taxed],
    })
    expect(byEmail.get('drobny@demo.pl')).toMatchObject({ exempt_value_grosze: 180_000, tax_grosze: 0 })
    expect(byEmail.get('grudzien@demo.pl')).toMatchObject({ tax_grosze: -27_800, orders: [`${numbers.lastYear} (korekta)`] })
    expect(byEmail.has('rezygnacja@demo.pl')).toBe(false)
  })

  it('downloads both as CSV and as a PDF table, each download in the audit trail', async () => {
    const download = async (path: string) => {
      const response = await fetch(`${app.url}${path}`, {
        headers: { Cookie: [...auditor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) }
    }
    const csv = (await download(`/backoffice/api/tax/monthly.csv?month=${year - 1}-12`)).body.toString('utf8').replace(/^\uFEFF/, '')
    const [header, first] = csv.trim().split('\r\n')
    expect(header).toBe(
      'Zamówienie;Data;Rodzaj;Partner;Oświadczenie;PESEL / NIP;Rozliczenie;Wartość nagrody (zł);Nagroda pieniężna (zł);Podatek (zł)',
    )
    expect(first).toMatch(
      new RegExp(
        `^${numbers.lastYear};${year - 1}-12-15;nagroda;Adam Dekarz \\(grudzien@demo.pl\\);A;44051401458;Podatek 10% pobrany;2\\s500,00;277,75;278,00$`,
      ),
    )

    const pdf = await download(`/backoffice/api/tax/yearly.pdf?year=${year}`)
    expect(pdf.status).toBe(200)
    const document = await getDocument({ data: new Uint8Array(pdf.body), isEvalSupported: false }).promise
    const text = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
    expect(text).toContain(`Podatek od nagród – rok ${year}`)
    expect(text).toContain('prywatny@demo.pl')
    expect(text).toMatch(/W tym\s+zwolnione\s+\(zł\)/)
    // The exempt prize's row: its value, all of it exempt, no tax.
    expect(text).toMatch(/drobny@demo\.pl\s+A\s+44051401458\s+Polna 3, 05-500\s+Piaseczno\s+1 800,00\s+1 800,00\s+0,00\s+0,00/)

    const log = await auditor.get<Array<{ resource_label: string }>>(
      `/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'export' }))}&sort=["createdAt","DESC"]`,
    )
    expect(log.body.slice(0, 2).map((entry) => entry.resource_label)).toEqual([
      `Podatek od nagród (rok) · rok ${year}`,
      `Podatek od nagród (miesiąc) · miesiąc ${year - 1}-12`,
    ])
  })

  it('taxes every prize when an admin sets the programme as not a sales promotion', async () => {
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { prize_tax: { sales_promotion: false } }, overrideAccess: true })
    const report = (await auditor.get<MonthlyTaxReport>(`/backoffice/api/tax/monthly?month=${month}`)).body
    expect(report.lines.find((line) => line.order_number === numbers.exempt)).toMatchObject({ treatment: 'withheld', tax_grosze: 20_000 })
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { prize_tax: { sales_promotion: true } }, overrideAccess: true })
  })

  it('answers a wrong month with a field error, and marketing not at all', async () => {
    const wrong = await auditor.get<{ errors: Record<string, string[]> }>('/backoffice/api/tax/monthly?month=2026-13')
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({ month: ['Podaj miesiąc w formacie RRRR-MM.'] })
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get(`/backoffice/api/tax/monthly?month=${month}`)).status).toBe(403)
  })
})
