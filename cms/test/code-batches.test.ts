import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { formatCode, isValidCode, makeCode } from '@portal/shared'
import { DEMO_BATCH, demoCodes, demoRandom } from '@portal/seed'
import { generateBatch } from '../src/modules/codes/batches'
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
    const product = (await app.payload.find({ collection: 'products', where: { index: { equals: 'PRD-008' } }, overrideAccess: true }))
      .docs[0]!
    const created = await programme.post<{ id: string; count: number }>('/backoffice/api/code-batches', {
      name: 'Partia testowa',
      product: product.id,
      points_per_code: 10,
      count: 250,
    })
    expect(created.status).toBe(201)
    expect(created.body.count).toBe(250)
    const csv = await programme.get<string>(`/backoffice/api/code-batches/${created.body.id}/codes.csv`)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, ...rows] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('Kod;Punkty;Adres QR')
    expect(rows).toHaveLength(250)
    const codes = rows.map((row) => row.split(';')[0]!)
    expect(new Set(codes).size).toBe(250)
    expect(codes.every((code) => /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/.test(code) && isValidCode(code))).toBe(true)
    expect(rows[0]!.split(';')[2]).toBe(`${app.url}/dodaj-kod?kod=${codes[0]}`)

    const pdf = await fetch(`${app.url}/backoffice/api/code-batches/${created.body.id}/codes.pdf`, {
      headers: { Cookie: [...programme.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
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
    expect(
      (await tradesperson.post<{ status: string; product: string; points: number }>('/api/codes', { code: codes[100] })).body,
    ).toMatchObject({ status: 'registered', product: product.name, points: 10 })
  })

  it('lists batches in the simple-rest dialect and validates a new batch', async () => {
    const list = await programme.get<Array<{ name: string }>>('/backoffice/api/code-batches?sort=["name","ASC"]&range=[0,9]')
    expect(list.headers.get('content-range')).toBe('code-batches 0-1/2')
    expect(list.body.map((b) => b.name)).toEqual(['Partia demonstracyjna 2025', 'Partia testowa'])
    const invalid = await programme.post('/backoffice/api/code-batches', { name: '', points_per_code: 0, count: 100001 })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({
      name: ['To pole jest wymagane.'],
      points_per_code: ['Co najmniej 0,1 PKT.'],
      count: ['Najwyżej 100\u00a0000 kodów w jednej partii.'],
    })
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

  it('draws again every code that already exists, so a batch always gets its full count of new codes', async () => {
    const existing = new Set(demoCodes())
    // The same deterministic draws as the demo batch: its 20 codes come first and all collide.
    const { batch, codes } = await generateBatch(app.payload, {
      name: 'Partia z kolizjami',
      pointsPerCode: 2,
      count: 30,
      random: demoRandom(DEMO_BATCH.seed),
    })
    expect(codes).toHaveLength(30)
    expect(codes.filter((code) => existing.has(code))).toEqual([])
    expect((await app.payload.count({ collection: 'codes', where: { batch: { equals: batch.id } }, overrideAccess: true })).totalDocs).toBe(
      30,
    )
  })

  it('imports codes printed elsewhere from CSV: a dry run lists every bad row, a clean file becomes a batch', async () => {
    const fresh = [...new Set(Array.from({ length: 6 }, () => makeCode(Math.random)))]
    const existing = demoCodes()[0]!
    const mistyped = fresh[1]!.slice(0, 7) + (fresh[1]!.endsWith('A') ? 'B' : 'A')
    const csv = [
      'Kod;Opis',
      `${formatCode(fresh[0]!)};worek 25 kg`,
      mistyped,
      '',
      fresh[2]!.toLowerCase(),
      formatCode(fresh[0]!),
      existing,
    ].join('\r\n')
    const query = '?name=Nadruk%20zewn%C4%99trzny&points_per_code=5'
    const dryRun = await programme.upload<{ rows: number; valid: number; errors: unknown[] }>(
      `/backoffice/api/code-batches/import${query}&dry_run=1`,
      csv,
      'text/csv',
    )
    expect(dryRun.status).toBe(200)
    expect(dryRun.body).toEqual({
      rows: 5,
      valid: 2,
      errors: [
        { row: 3, code: mistyped, message: 'Nieprawidłowy kod: zły format lub znak kontrolny.' },
        { row: 6, code: formatCode(fresh[0]!), message: 'Kod powtórzony w pliku (pierwszy raz w wierszu 2).' },
        { row: 7, code: formatCode(existing), message: 'Kod już istnieje w systemie.' },
      ],
    })
    const batchesBefore = (await app.payload.count({ collection: 'code-batches', overrideAccess: true })).totalDocs
    const refused = await programme.upload(`/backoffice/api/code-batches/import${query}`, csv, 'text/csv')
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors as object)).toEqual(['rows.3', 'rows.6', 'rows.7'])
    expect((await app.payload.count({ collection: 'code-batches', overrideAccess: true })).totalDocs).toBe(batchesBefore)
    expect((await app.payload.count({ collection: 'codes', where: { code: { equals: fresh[2]! } }, overrideAccess: true })).totalDocs).toBe(
      0,
    )

    const clean = ['Kod', ...fresh.slice(2).map(formatCode)].join('\n')
    const imported = await programme.upload<{ id: string; count: number }>(`/backoffice/api/code-batches/import${query}`, clean, 'text/csv')
    expect(imported.status).toBe(201)
    expect(imported.body.count).toBe(fresh.length - 2)
    const tradesperson = app.client()
    await tradesperson.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect((await tradesperson.post<{ status: string; points: number }>('/api/codes', { code: fresh[3] })).body).toMatchObject({
      status: 'registered',
      points: 5,
    })
    expect((await programme.upload(`/backoffice/api/code-batches/import${query}`, '\n\n', 'text/csv')).body.errors).toEqual({
      file: ['Plik nie zawiera kodów.'],
    })
    expect((await programme.upload('/backoffice/api/code-batches/import?points_per_code=5', clean, 'text/csv')).body.errors).toEqual({
      name: ['To pole jest wymagane.'],
    })
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.upload(`/backoffice/api/code-batches/import${query}&dry_run=1`, clean, 'text/csv')).status).toBe(403)
  })

  it('looks up any code: its batch, product, points and who registered it when', async () => {
    const demo = demoCodes()
    const tradesperson = app.client()
    await tradesperson.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    await tradesperson.post('/api/codes', { code: demo[5] })
    const found = await programme.get<Array<Record<string, unknown>>>(
      `/backoffice/api/codes?filter=${encodeURIComponent(JSON.stringify({ q: demo[5]!.toLowerCase() }))}`,
    )
    expect(found.headers.get('content-range')).toBe('codes 0-0/1')
    expect(found.body[0]).toMatchObject({
      code: formatCode(demo[5]!),
      batch: 'Partia demonstracyjna 2025',
      product: 'Rynna półokrągła Premium 125 mm',
      points: 20,
      registered_by: 'fachowiec@demo.pl',
    })
    expect(found.body[0]!.registered_at).toBeTruthy()

    const batch = (
      await app.payload.find({
        collection: 'code-batches',
        where: { name: { equals: 'Partia demonstracyjna 2025' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const shown = await programme.get<Record<string, unknown>>(`/backoffice/api/code-batches/${batch.id}`)
    expect(shown.body).toMatchObject({
      id: batch.id,
      name: 'Partia demonstracyjna 2025',
      kind: 'product',
      product: 'Rynna półokrągła Premium 125 mm',
      points_per_code: 20,
      count: 20,
    })
    const unregistered = await programme.get<Array<{ registered_by: string | null }>>(
      `/backoffice/api/codes?filter=${encodeURIComponent(JSON.stringify({ batch_id: batch.id, registered: false }))}&range=[0,4]&sort=["code","ASC"]`,
    )
    expect(unregistered.headers.get('content-range')).toMatch(/^codes 0-4\/\d+$/)
    expect(unregistered.body.every((row) => row.registered_by === null)).toBe(true)
    const products = await programme.get<Array<{ index: string }>>('/backoffice/api/products?range=[0,2]')
    expect(products.body.map((p) => p.index)).toEqual(['PRD-001', 'PRD-002', 'PRD-003'])
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/codes')).status).toBe(403)
  })
})
