import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { LOCALE_COOKIE } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import { down, up } from '../src/migrations/20261125_071117_localized_content'

type Faq = { items: Array<{ question: string; answer: string; category: string }> }

describe('content in both languages: Polish required, English optional and falling back to Polish', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  const inLanguage = (language: 'pl' | 'en') => {
    const client = app.client()
    client.cookies.set(LOCALE_COOKIE, language)
    return client
  }

  it('answers news, pages, FAQ and the rules in the language of the switcher', async () => {
    const [pl, en] = [inLanguage('pl'), inLanguage('en')]
    expect((await pl.get<Faq>('/api/faq')).body.items[0]).toMatchObject({ question: 'Jak zmienić hasło?', category: 'Konto' })
    expect((await en.get<Faq>('/api/faq')).body.items[0]).toMatchObject({ question: 'How do I change my password?', category: 'Account' })
    // A guest with no choice yet reads Polish.
    expect((await app.client().get<Faq>('/api/faq')).body.items[0]!.question).toBe('Jak zmienić hasło?')

    const news = await en.get<{ items: Array<{ slug: string; title: string }> }>('/api/news')
    expect(news.body.items.map((n) => n.title)).toContain('The 2025 edition starts')
    expect((await en.get<{ item: { title: string } }>('/api/news/start-edycji-2025')).body.item.title).toBe('The 2025 edition starts')
    expect((await pl.get<{ item: { title: string } }>('/api/news/start-edycji-2025')).body.item.title).toBe('Startuje edycja 2025')
    expect((await en.get<{ item: { title: string } }>('/api/pages/rules')).body.item.title).toBe('Contest rules 2025')
  })

  it('shows the Polish text where nothing was translated, and accepts an entry without English', async () => {
    const faq = await app.payload.create({
      collection: 'faq',
      data: { question: 'Czy mogę zmienić region?', answer: 'Region nadaje opiekun programu.', category: 'Konkurs', order: 99 },
      overrideAccess: true,
    })
    const last = (body: Faq) => body.items.at(-1)
    expect(last((await inLanguage('en').get<Faq>('/api/faq')).body)).toMatchObject({
      question: 'Czy mogę zmienić region?',
      answer: 'Region nadaje opiekun programu.',
    })
    // Only the answer translated: the question still falls back to Polish.
    await app.payload.update({
      collection: 'faq',
      id: faq.id,
      locale: 'en',
      data: { answer: 'The account manager assigns it.' },
      overrideAccess: true,
    })
    expect(last((await inLanguage('en').get<Faq>('/api/faq')).body)).toMatchObject({
      question: 'Czy mogę zmienić region?',
      answer: 'The account manager assigns it.',
    })
    await app.payload.delete({ collection: 'faq', id: faq.id, overrideAccess: true })
  })

  it('refuses content without its Polish text', async () => {
    await expect(
      app.payload.create({ collection: 'faq', data: { question: '', answer: 'Bez pytania', category: 'Konto' }, overrideAccess: true }),
    ).rejects.toThrow(/Pytanie/)
  })

  it('names prizes in the partner’s language in the catalogue and the cart; the search still finds Polish names, the A–Z order is English', async () => {
    const partner = app.client()
    expect((await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })).status).toBe(200)
    partner.cookies.set(LOCALE_COOKIE, 'en')
    const found = await partner.get<{ items: Array<{ id: string; name: string; description: string }> }>('/api/prizes?q=wkretarka')
    expect(found.body.items.map((p) => [p.name, p.description])).toEqual([
      ['Cordless screwdriver 18 V', 'Cordless screwdriver 18 V – a prize from the programme’s catalogue.'],
    ])
    const byName = await partner.get<{ items: Array<{ name: string }> }>('/api/prizes?sort=name&order=asc&per_page=3')
    expect(byName.body.items.map((p) => p.name)).toEqual(['Barbecue set', 'Compact camera', 'Cordless screwdriver 18 V'])
    const cart = await partner.post<{ cart: { items: Array<{ name: string }> } }>('/api/cart', { prize_id: found.body.items[0]!.id })
    expect(cart.body.cart.items.map((i) => i.name)).toEqual(['Cordless screwdriver 18 V'])
    partner.cookies.set(LOCALE_COOKIE, 'pl')
    expect((await partner.get<{ items: Array<{ name: string }> }>('/api/cart')).body.items.map((i) => i.name)).toEqual([
      'Wkrętarka akumulatorowa 18 V',
    ])
    expect((await partner.request('DELETE', `/api/cart/${found.body.items[0]!.id}`)).status).toBe(200)
  })

  it('moves the texts kept before localization into Polish, and back when the migration is undone', async () => {
    const db = (app.payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: Array<Record<string, unknown>> }> } })
      .drizzle
    const args = { db, payload: app.payload, req: {} } as unknown as Parameters<typeof up>[0]
    await down(args)
    const before = await db.execute(sql`SELECT question FROM faq ORDER BY "order" LIMIT 1`)
    expect(before.rows).toEqual([{ question: 'Jak zmienić hasło?' }])
    const prize = await db.execute(sql`SELECT name FROM prizes WHERE index = 'NAG-001'`)
    expect(prize.rows).toEqual([{ name: 'Wkrętarka akumulatorowa 18 V' }])
    await up(args)
    // English translations are gone with the undone migration; the Polish texts are where Payload reads them.
    expect((await inLanguage('en').get<Faq>('/api/faq')).body.items[0]!.question).toBe('Jak zmienić hasło?')
    const news = await app.payload.find({ collection: 'news', where: { slug: { equals: 'start-edycji-2025' } }, overrideAccess: true })
    expect(news.docs[0]!.title).toBe('Startuje edycja 2025')
    const products = await app.payload.find({ collection: 'products', sort: 'index', limit: 1, overrideAccess: true })
    expect(products.docs[0]!.name).toBe('Rynna półokrągła Premium 125 mm')
  })
})
