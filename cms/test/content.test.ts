import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { PageData, ProductsPage } from '@portal/shared'
import { DEMO_RANKING_DATE } from '@portal/seed'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

async function pdfText(data: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

/** A plain HTTP GET (fetch would add Cache-Control: no-cache to a conditional request, as browsers' reload does). */
function conditionalGet(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

async function staff(app: TestApp, email: string) {
  return {
    ...(await app.payload.find({ collection: 'staff', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!,
    collection: 'staff' as const,
  }
}

describe('content: drafts, pages, news, FAQ, products and generated lists', () => {
  let app: TestApp
  let partner: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
  })
  afterAll(() => app.stop())

  it('shows drafts to marketing and admin only: programme staff, auditors, partners and guests see published content', async () => {
    const marketing = await staff(app, 'marketing@demo.pl')
    const draft = await app.payload.create({
      collection: 'news',
      data: { title: 'Szkic', slug: 'szkic', lead: 'Jeszcze nie', published_at: new Date().toISOString(), _status: 'draft' },
      user: marketing,
      overrideAccess: false,
      draft: true,
    })
    const sees = async (email: string) =>
      (
        await app.payload.find({
          collection: 'news',
          where: { slug: { equals: 'szkic' } },
          draft: true,
          user: await staff(app, email),
          overrideAccess: false,
        })
      ).totalDocs
    expect(await sees('marketing@demo.pl')).toBe(1)
    expect(await sees('admin@demo.pl')).toBe(1)
    expect(await sees('program@demo.pl')).toBe(0)
    expect(await sees('audytor@demo.pl')).toBe(0)
    await expect(
      app.payload.update({
        collection: 'news',
        id: draft.id,
        data: { title: 'Zmiana' },
        user: await staff(app, 'program@demo.pl'),
        overrideAccess: false,
      }),
    ).rejects.toThrow()

    expect((await partner.get('/api/news/szkic')).status).toBe(404)
    const list = await partner.get<{ items: Array<{ slug: string; published_at: string }> }>('/api/news')
    expect(list.body.items.map((n) => n.slug)).toEqual(['wyniki-po-pierwszym-kwartale', 'nowe-nagrody-w-katalogu', 'start-edycji-2025'])
    // The demo agrees with itself: its news are of the contest year its texts describe, none after its ranking's date.
    for (const { published_at } of list.body.items)
      expect(published_at >= '2025-01-01' && published_at <= DEMO_RANKING_DATE, published_at).toBe(true)

    await app.payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published', published_at: new Date().toISOString() },
      user: marketing,
      overrideAccess: false,
    })
    expect((await partner.get<{ item: { title: string } }>('/api/news/szkic')).body.item.title).toBe('Szkic')
  })

  it('serves CMS pages by key with rich text as structured JSON, and 404 for a missing one', async () => {
    const about = await app
      .client()
      .get<{ item: { title: string; content: { root: { children: Array<{ type: string }> } } } }>('/api/pages/about')
    expect(about.body.item.title).toBe('O programie')
    expect(about.body.item.content.root.children.map((c) => c.type)).toEqual(['paragraph', 'heading', 'list'])
    expect((await app.client().get('/api/pages/nie-ma')).status).toBe(404)
  })

  it('lists the FAQ in order with categories', async () => {
    const { body } = await app.client().get<{ items: Array<{ category: string; question: string }> }>('/api/faq')
    expect(body.items).toHaveLength(6)
    expect(body.items[0]).toMatchObject({ category: 'Konto', question: 'Jak zmienić hasło?' })
  })

  it('answers an unchanged FAQ with 304 and a changed one at once with the new text', async () => {
    const client = app.client()
    const first = await client.get('/api/faq')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    expect(
      (await client.request('GET', '/api/faq', undefined, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })).status,
    ).toBe(304)
    const faq = (await app.payload.find({ collection: 'faq', sort: 'order', limit: 1, overrideAccess: true })).docs[0]!
    await app.payload.update({ collection: 'faq', id: faq.id, data: { question: 'Jak zmienić hasło w portalu?' }, overrideAccess: true })
    // Another app process hears of the change within milliseconds (and never later than its read models' 1 s TTL).
    const revalidate = () =>
      client.request<{ items: Array<{ question: string }> }>('GET', '/api/faq', undefined, {
        headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
      })
    const started = Date.now()
    let changed = await revalidate()
    while (changed.status === 304 && Date.now() - started < 1000) changed = await revalidate()
    expect(changed.status).toBe(200)
    expect(changed.body.items[0]!.question).toBe('Jak zmienić hasło w portalu?')
    await app.payload.update({ collection: 'faq', id: faq.id, data: { question: faq.question }, overrideAccess: true })
  })

  it('pages the products 6 per page for logged-in partners only', async () => {
    expect((await app.client().get('/api/products')).status).toBe(401)
    const first = await partner.get<ProductsPage>('/api/products?page=1&per_page=6')
    expect(first.body).toMatchObject({ current_page: 1, last_page: 3, total: 15, per_page: 6 })
    expect(first.body.items.map((p) => p.index)).toEqual(['PRD-001', 'PRD-002', 'PRD-003', 'PRD-004', 'PRD-005', 'PRD-006'])
    const last = await partner.get<ProductsPage>('/api/products?page=3')
    expect(last.body.items.map((p) => p.index)).toEqual(['PRD-013', 'PRD-014', 'PRD-015'])
    expect(last.body.items[2]).toMatchObject({ name: 'Gąsior dachowy półokrągły', unit: 'm2', points_per_unit: 0.5 })
    expect((await partner.get<ProductsPage>('/api/products?page=99')).body.items).toEqual([])
  })

  it('derives the rules points table from the products: 2, 1 and 0.5 PKT', async () => {
    const { body } = await app.client().get<{ items: unknown[] }>('/api/rules/points')
    expect(body.items).toEqual([
      { line: 'premium', label: 'Rynny premium', unit: 'm', points: [2] },
      { line: 'standard', label: 'Rynny standard', unit: 'm', points: [1] },
      { line: 'roof_covering', label: 'Pokrycia dachowe', unit: 'm2', points: [0.5] },
    ])
  })

  it('answers an unchanged content request with 304, and a change shows on the next request', async () => {
    const first = await fetch(`${app.url}/api/faq`)
    const etag = first.headers.get('etag')!
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const again = await conditionalGet(`${app.url}/api/faq`, etag)
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    const marketing = await staff(app, 'marketing@demo.pl')
    await app.payload.create({
      collection: 'faq',
      data: { question: 'Nowe pytanie?', answer: 'Tak.', category: 'Konto', order: 99 },
      user: marketing,
      overrideAccess: false,
    })
    const changed = await conditionalGet(`${app.url}/api/faq`, etag)
    expect(changed.status).toBe(200)
    expect((JSON.parse(changed.body) as { items: unknown[] }).items).toHaveLength(7)
  })

  it('generates the premium products list as a PDF with every Polish letter, read back as text', async () => {
    const response = await fetch(`${app.url}/api/products/premium.pdf`, {
      headers: { Cookie: [...partner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(await response.arrayBuffer())
    expect(text).toContain('Lista produktów premium')
    expect(text).toContain('Rynna półokrągła Premium 125 mm')
    expect(text).toContain('Złączka rynny Premium z uszczelką')
    expect(text).not.toContain('Rynna Standard 100 mm')
    const marketing = await staff(app, 'marketing@demo.pl')
    await app.payload.create({
      collection: 'products',
      data: { index: 'PRD-900', name: 'Rynna ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ', product_line: 'premium', unit: 'm', points_per_unit: 2 },
      user: marketing,
      overrideAccess: false,
    })
    const again = await fetch(`${app.url}/api/products/premium.pdf`, {
      headers: { Cookie: [...partner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    expect(await pdfText(await again.arrayBuffer())).toContain('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')
  })

  it('exports the premium products list as CSV', async () => {
    const csv = await partner.get<string>('/api/products/premium.csv')
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Indeks;Nazwa;Jednostka;Punkty za jednostkę')
    expect(lines).toContain('PRD-001;Rynna półokrągła Premium 125 mm;m;2')
  })

  it('downloads the current regulations for a logged-in partner and sends guests to /', async () => {
    const guest = await fetch(`${app.url}/regulations`, { redirect: 'manual' })
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/')
    const download = await fetch(`${app.url}/regulations`, {
      headers: { Cookie: [...partner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="regulamin-20250515.pdf"')
    expect(await pdfText(await download.arrayBuffer())).toContain('Regulamin programu partnerskiego')
  })

  it('serves a privacy policy that is its own document: the controller and processor from the settings, purposes, bases, retention, rights', async () => {
    const policy = await pdfText(await (await fetch(`${app.url}/polityka-prywatnosci?v=1.0`)).arrayBuffer())
    const regulations = await pdfText(await (await fetch(`${app.url}/regulamin?date=20250515`)).arrayBuffer())
    expect(policy).not.toBe(regulations)
    for (const part of [
      'Administratorem danych osobowych uczestników jest Systemy Dachowe Polska Sp. z o.o., ul. Przemysłowa 12, 62-080 Tarnowo Podgórne.',
      'Agencja Lojalnościowa Partner Sp. z o.o., ul. Mokotowska 21, 00-560 Warszawa',
      'art. 6 ust. 1 lit. b RODO',
      'przez 5 lat od końca roku podatkowego',
      'Prezesa Urzędu Ochrony Danych Osobowych',
    ])
      expect(policy.replace(/\s+/g, ' ')).toContain(part)
    expect(regulations).not.toContain('Administratorem danych')

    // The marketing consent names them as the settings do, and follows a change at once.
    expect((await app.client().get<PageData>('/api/page-data')).body.data_protection).toEqual({
      controller: 'Systemy Dachowe Polska Sp. z o.o., ul. Przemysłowa 12, 62-080 Tarnowo Podgórne',
      processor: 'Agencja Lojalnościowa Partner Sp. z o.o., ul. Mokotowska 21, 00-560 Warszawa',
    })
    await app.payload.updateGlobal({
      slug: 'programme-settings',
      data: { data_protection: { controller_name: 'Rynny Polska S.A.', controller_address: 'ul. Długa 1, 00-001 Warszawa' } },
      user: await staff(app, 'marketing@demo.pl'),
      overrideAccess: false,
    })
    expect((await app.client().get<PageData>('/api/page-data')).body.data_protection.controller).toBe(
      'Rynny Polska S.A., ul. Długa 1, 00-001 Warszawa',
    )
  })

  it('gives the portal the programme’s name, logo and colours, and refuses a main colour white text would be unreadable on', async () => {
    const brand = async () => (await app.client().get<PageData>('/api/page-data')).body.brand
    expect(await brand()).toMatchObject({ name: 'Program Partnerski', primary: '#0b4f6c', accent: '#f4a259' })
    expect((await brand()).logo_url).toMatch(/logo-programu.*\.svg$/)
    const marketing = await staff(app, 'marketing@demo.pl')
    const refused = await app.payload
      .updateGlobal({
        slug: 'programme-settings',
        data: { branding: { primary_colour: '#f4a259' } },
        user: marketing,
        overrideAccess: false,
      })
      .then(
        () => null,
        (error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error.data?.errors,
      )
    expect(refused).toMatchObject([
      {
        path: 'branding.primary_colour',
        message: 'Kolor jest zbyt jasny: biały tekst na nim ma kontrast 2,0:1, a potrzeba co najmniej 4,5:1.',
      },
    ])
    expect((await brand()).primary).toBe('#0b4f6c')
    await app.payload.updateGlobal({
      slug: 'programme-settings',
      data: { programme_name: 'Klub Dekarza', branding: { primary_colour: '#1d4d2b' } },
      user: marketing,
      overrideAccess: false,
    })
    expect(await brand()).toMatchObject({ name: 'Klub Dekarza', primary: '#1d4d2b' })
  })
})
