import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { demoCodes } from '@portal/seed'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

describe('auditors: exports as CSV and PDF, and the reconciliation of points', () => {
  let app: TestApp
  let auditor: HttpClient
  let order: string

  beforeAll(async () => {
    app = await startTestApp()
    const partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    for (const code of demoCodes(2)) await partner.post('/api/codes', { code })
    const programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    await programme.post('/backoffice/api/ledger-adjustments', {
      partner_email: 'fachowiec@demo.pl',
      points: 300,
      reason: 'Zażółć gęślą jaźń',
    })
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    await partner.post('/api/cart', { prize_id: prize.id })
    order = (await partner.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })).body.order.number
    const id = (await app.payload.find({ collection: 'orders', where: { number: { equals: order } }, overrideAccess: true })).docs[0]!.id
    await programme.post(`/backoffice/api/orders/${id}/status`, { status: 'Rejected', reason: 'Brak na stanie' })
    auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
  })
  afterAll(() => app.stop())

  const download = async (path: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: { Cookie: [...auditor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
  }
  const pdfText = async (data: Buffer) => {
    const document = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise
    const pages = await Promise.all(
      Array.from({ length: document.numPages }, async (_, i) =>
        (await (await document.getPage(i + 1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
      ),
    )
    return pages.join('\n')
  }
  const csvLines = (data: Buffer) =>
    data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')

  it('exports the ledger of a period as CSV and as a PDF with Polish letters', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const csv = await download(`/backoffice/api/exports/ledger.csv?from=${today}&to=${today}`)
    expect([csv.status, csv.type]).toEqual([200, 'text/csv; charset=utf-8'])
    const lines = csvLines(csv.body)
    expect(lines[0]).toBe('Data;Partner;Nr;Źródło;Opis;Odniesienie;Punkty')
    expect(lines.slice(1).map((l) => l.split(';').slice(3).join(';'))).toEqual([
      expect.stringMatching(/^Kod;Kod .+;20$/),
      expect.stringMatching(/^Kod;Kod .+;20$/),
      'Korekta;Korekta: Zażółć gęślą jaźń;program@demo.pl;300',
      `Zamówienie;Zamówienie ${order};${order};-250`,
      `Zwrot;Zwrot punktów: zamówienie ${order};${order};250`,
    ])
    expect(csvLines((await download('/backoffice/api/exports/ledger.csv?to=2020-01-01')).body)).toHaveLength(1)
    const pdf = await download(`/backoffice/api/exports/ledger.pdf?from=${today}`)
    expect(pdf.type).toBe('application/pdf')
    const text = await pdfText(pdf.body)
    expect(text).toContain('Rejestr punktów')
    expect(text).toContain('Korekta: Zażółć gęślą jaźń')
    expect(text).toContain(`Zwrot punktów: zamówienie ${order}`)
  })

  it('exports orders, the consent register, ranking publications and the audit log', async () => {
    expect(csvLines((await download('/backoffice/api/exports/orders.csv')).body)[1]).toMatch(
      new RegExp(`;${order};fachowiec@demo.pl;.+ ×1;250;Odrzucone;Brak na stanie$`),
    )
    const consents = csvLines((await download('/backoffice/api/exports/consents.csv')).body)
    expect(consents[0]).toBe(
      'Data akceptacji;Partner;Regulamin (wersja);Polityka prywatności (wersja);SHA-256 regulaminu;SHA-256 polityki prywatności;Regulamin;Polityka;Marketing;IP',
    )
    expect(consents.some((line) => /;partner@demo\.pl;20250515;1\.0;[0-9a-f]{64};[0-9a-f]{64};tak;tak;/.test(line))).toBe(true)
    expect(csvLines((await download('/backoffice/api/exports/rankings.csv')).body)[1]).toMatch(
      /;2025-06-15;32;program@demo\.pl;ranking-2025-06-15\.csv;tak$/,
    )
    const audit = csvLines((await download('/backoffice/api/exports/audit-log.csv')).body)
    expect(audit.filter((line) => line.includes(';Skorygowano punkty;Partner;fachowiec@demo.pl;'))).toHaveLength(1)
    expect(audit.filter((line) => line.includes(';Odrzucono zamówienie;Zamówienie;'))).toHaveLength(1)
    expect(await pdfText((await download('/backoffice/api/exports/consents.pdf')).body)).toContain('Rejestr zgód')
    expect((await download('/backoffice/api/exports/passwords.csv')).status).toBe(404)
    expect((await download('/backoffice/api/exports/ledger.csv?from=wczoraj')).status).toBe(422)
  })

  it('reconciles the points: issued by source, spent, refunded, corrected, and a closing balance equal to the partners’ balances', async () => {
    const report = await auditor.get<Record<string, unknown>>('/backoffice/api/reconciliation')
    expect(report.body).toMatchObject({
      opening: 0,
      issued: { code: 40, training: 0, promotion: 0 },
      corrections: { credited: 300, debited: 0 },
      spent: 250,
      refunded: 250,
      closing: 340,
      partnersBalance: 340,
      difference: 0,
      agrees: true,
    })
    const later = await auditor.get<Record<string, unknown>>(
      `/backoffice/api/reconciliation?from=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
    )
    expect(later.body).toMatchObject({ opening: 340, closing: 340, spent: 0, agrees: true })
    const pdf = await download('/backoffice/api/reconciliation.pdf')
    const text = await pdfText(pdf.body)
    expect(text).toContain('Uzgodnienie punktów')
    expect(text).toContain('Salda się zgadzają: saldo zamknięcia równa się sumie sald partnerów.')
  })

  it('keeps exports to auditors and admins', async () => {
    for (const [email, status] of [
      ['program@demo.pl', 403],
      ['marketing@demo.pl', 403],
      ['admin@demo.pl', 200],
    ] as const) {
      const staff = app.client()
      await staff.post('/backoffice/api/login', { email, password: 'Admin123!' })
      expect((await staff.get('/backoffice/api/exports/ledger.csv')).status).toBe(status)
      expect((await staff.get('/backoffice/api/reconciliation')).status).toBe(status)
    }
    const partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect((await partner.get('/backoffice/api/exports/ledger.csv')).status).toBe(401)
  })
})
