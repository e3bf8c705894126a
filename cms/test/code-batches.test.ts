import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { isValidCode } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

describe('back office: code batches', () => {
  let app: TestApp
  let programme: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
  })
  afterAll(() => app.stop())

  it('generates a batch of unique, valid codes and exports them as CSV with the QR address of each', async () => {
    const product = (await app.payload.find({ collection: 'products', where: { index: { equals: 'PRD-008' } }, overrideAccess: true })).docs[0]!
    const created = await programme.post<{ id: string; count: number }>('/backoffice/api/code-batches', { name: 'Partia testowa', product: product.id, points_per_code: 10, count: 250 })
    expect(created.status).toBe(201)
    expect(created.body.count).toBe(250)
    const csv = await programme.get<string>(`/backoffice/api/code-batches/${created.body.id}/codes.csv`)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...rows] = String(csv.body).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(header).toBe('Kod;Punkty;Adres QR')
    expect(rows).toHaveLength(250)
    const codes = rows.map((row) => row.split(';')[0]!)
    expect(new Set(codes).size).toBe(250)
    expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/.test(code) && isValidCode(code))).toBe(true)
    expect(rows[0]!.split(';')[2]).toBe(`${app.url}/dodaj-kod?kod=${codes[0]}`)

    const pdf = await fetch(`${app.url}/backoffice/api/code-batches/${created.body.id}/codes.pdf`, { headers: { Cookie: [...programme.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const document = await getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), isEvalSupported: false }).promise
    expect(document.numPages).toBe(14)
    const firstPage = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')
    expect(firstPage).toContain(codes[0])
    expect(firstPage).toContain(codes[17])
    expect(firstPage).not.toContain(codes[18])
    expect(firstPage).toContain('10 PKT · Partia testowa')

    const tradesperson = app.client()
    await tradesperson.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect((await tradesperson.post<{ status: string; product: string; points: number }>('/api/codes', { code: codes[100] })).body).toMatchObject({ status: 'registered', product: product.name, points: 10 })
  })

  it('lists batches in the simple-rest dialect and validates a new batch', async () => {
    const list = await programme.get<Array<{ name: string }>>('/backoffice/api/code-batches?sort=["name","ASC"]&range=[0,9]')
    expect(list.headers.get('content-range')).toBe('code-batches 0-1/2')
    expect(list.body.map((b) => b.name)).toEqual(['Partia demonstracyjna 2025', 'Partia testowa'])
    const invalid = await programme.post('/backoffice/api/code-batches', { name: '', points_per_code: 0, count: 100000 })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({ name: ['To pole jest wymagane.'], points_per_code: ['Co najmniej 0,1 PKT.'], count: ['Najwyżej 5000 kodów w jednej partii.'] })
    expect((await programme.get('/backoffice/api/code-batches/nie-ma/codes.csv')).status).toBe(404)
  })

  it('lets the auditor read but not create, and keeps marketing and partners out', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.get('/backoffice/api/code-batches')).status).toBe(200)
    expect((await auditor.post('/backoffice/api/code-batches', { name: 'X', points_per_code: 1, count: 1 })).status).toBe(403)
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/code-batches')).status).toBe(403)
    const partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect((await partner.get('/backoffice/api/code-batches')).status).toBe(401)
  })
})
