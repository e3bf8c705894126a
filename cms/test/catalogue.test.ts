import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PointsBalance, polishSortKey } from '@portal/shared'
import { appendEntry, spendPoints } from '../src/modules/ledger/ledger'
import { inTransaction } from '../src/modules/transaction'
import { startTestApp, type TestApp } from './support/app'
import { createAcceptedPartner } from './support/partners'
import type { HttpClient } from './support/http'

type Prize = { id: string; name: string; points: number; category: string }
type Cart = { items: Array<{ number: number; name: string; quantity: number; points: number }>; total: number }

describe('prize catalogue, cart and orders', () => {
  let app: TestApp
  let client: HttpClient
  let partnerId: string
  let prizes: Prize[]

  const credit = (points: number, key: string) =>
    inTransaction(
      app.payload,
      (req) =>
        appendEntry(app.payload, req, {
          partnerId,
          amountTenths: points * 10,
          label: 'Korekta testowa',
          source: 'correction',
          idempotencyKey: key,
        }),
      { retryOnConflict: 5 },
    )

  beforeAll(async () => {
    app = await startTestApp()
    client = app.client()
    await client.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    // A second tradesperson: the catalogue belongs to the points scheme.
    await createAcceptedPartner(app, 'dekarz@demo.pl', 'points')
    partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    await app.payload.update({
      collection: 'partners',
      id: partnerId,
      data: { correspondence_address: { street: 'Polna', building: '1', post_code: '00-001', city: 'Warszawa' } },
      overrideAccess: true,
    })
    prizes = (await client.get<{ items: Prize[] }>('/api/prizes?per_page=48')).body.items
  })
  afterAll(() => app.stop())

  it('sorts alphabetically or by points, both ways, and filters by text, category, points range and affordability', async () => {
    const names = (await client.get<{ items: Prize[] }>('/api/prizes?sort=name&order=asc')).body.items.map((p) => p.name)
    expect(names).toEqual([...names].sort((a, b) => (polishSortKey(a) < polishSortKey(b) ? -1 : 1)))
    expect(names.indexOf('Słuchawki bezprzewodowe')).toBeLessThan(names.indexOf('Smartwatch sportowy'))
    const byPointsDesc = (await client.get<{ items: Prize[] }>('/api/prizes?sort=points&order=desc')).body.items.map((p) => p.points)
    expect(byPointsDesc).toEqual([...byPointsDesc].sort((a, b) => b - a))
    expect((await client.get<{ items: Prize[] }>('/api/prizes?q=rower')).body.items.map((p) => p.name)).toEqual(['Rower trekkingowy'])
    // Typed without Polish letters or in capitals, the prize is found all the same.
    for (const typed of ['wkretarka', 'WKRĘTARKA', 'Wkrętarka akumulatorowa'])
      expect(
        (await client.get<{ items: Prize[] }>(`/api/prizes?q=${encodeURIComponent(typed)}`)).body.items.map((p) => p.name),
        typed,
      ).toEqual(['Wkrętarka akumulatorowa 18 V'])
    // A prize renamed by marketing is found by its new name (the key follows every save).
    const grill = (await app.payload.find({ collection: 'prizes', where: { name: { equals: 'Zestaw grillowy' } }, overrideAccess: true }))
      .docs[0]!
    await app.payload.update({ collection: 'prizes', id: grill.id, data: { name: 'Zestaw grillowy żeliwny' }, overrideAccess: true })
    expect((await client.get<{ items: Prize[] }>('/api/prizes?q=zeliwny')).body.items.map((p) => p.name)).toEqual([
      'Zestaw grillowy żeliwny',
    ])
    await app.payload.update({ collection: 'prizes', id: grill.id, data: { name: 'Zestaw grillowy' }, overrideAccess: true })
    expect((await client.get<{ items: Prize[] }>('/api/prizes?category=home-garden')).body.items.map((p) => p.name)).toEqual([
      'Zestaw grillowy',
    ])
    expect((await client.get<{ items: Prize[] }>('/api/prizes?min=300&max=450&sort=points')).body.items.map((p) => p.points)).toEqual([
      300, 350, 450,
    ])
    expect((await client.get<{ items: Prize[] }>('/api/prizes?affordable=1')).body.items).toEqual([])
    await credit(400, 'test:affordable')
    expect((await client.get<{ items: Prize[] }>('/api/prizes?affordable=1&sort=points')).body.items.map((p) => p.points)).toEqual([
      250, 300, 350,
    ])
    const paged = await client.get<{ items: Prize[]; current_page: number; last_page: number }>('/api/prizes?per_page=3&page=2')
    expect(paged.body).toMatchObject({ current_page: 2, last_page: 3 })
    expect((await client.get('/api/prizes?sort=colour')).status).toBe(422)
  })

  it('sends a catalogue page compressed to a browser that takes brotli, and a short answer as it is', async () => {
    const page = await client.request<{ items: Prize[] }>('GET', '/api/prizes?per_page=48', undefined, {
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.body.items.length).toBe(prizes.length)
    const points = await client.request('GET', '/api/points', undefined, { headers: { 'Accept-Encoding': 'br' } })
    expect(points.headers.get('content-encoding')).toBeNull()
  })

  it('keeps a cart per partner with quantities and a points total', async () => {
    const grill = prizes.find((p) => p.name === 'Zestaw grillowy')!
    const brush = prizes.find((p) => p.name === 'Szczoteczka soniczna')!
    const added = await client.post<{ message: string; cart: Cart }>('/api/cart', { prize_id: grill.id })
    expect(added.body.message).toBe('Nagroda dodana do koszyka.')
    await client.post('/api/cart', { prize_id: grill.id, quantity: 2 })
    await client.post('/api/cart', { prize_id: brush.id })
    const cart = (await client.get<Cart>('/api/cart')).body
    expect(cart.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Zestaw grillowy', 3],
      ['Szczoteczka soniczna', 1],
    ])
    expect(cart.total).toBe(3 * 300 + 250)
    const removed = await client.request<{ message: string; cart: Cart }>('DELETE', `/api/cart/${grill.id}`)
    expect(removed.body.message).toBe('Nagroda usunięta z koszyka.')
    expect(removed.body.cart.total).toBe(250)
    expect((await client.post('/api/cart', { prize_id: 'nie-ma' })).status).toBe(422)
    const other = app.client()
    await other.post('/api/login', { email: 'dekarz@demo.pl', password: 'Demo123!' })
    expect((await other.get<Cart>('/api/cart')).body.items).toEqual([])
  })

  it('answers odd cart input with a Polish 422 or 404, never takes `true` for a quantity, and pages past the end without an error', async () => {
    const grill = prizes.find((p) => p.name === 'Zestaw grillowy')!
    const odd = await client.post('/api/cart', { prize_id: grill.id, quantity: true })
    expect(odd.status).toBe(422)
    expect(odd.body.errors).toEqual({ quantity: ['Podaj liczbę sztuk.'] })
    // The limit the cart's field names (CART_MAX_QUANTITY), the same words from the server.
    const tooMany = await client.post('/api/cart', { prize_id: grill.id, quantity: 21 })
    expect([tooMany.status, tooMany.body.errors]).toEqual([422, { quantity: ['Najwyżej 20 sztuk jednej nagrody.'] }])
    const notInCart = await client.request<{ message: string }>('DELETE', `/api/cart/${grill.id}`)
    expect(notInCart.status).toBe(404)
    expect(notInCart.body.message).toBe('Tej nagrody nie ma w koszyku.')
    const beyond = await client.get<{ items: unknown[]; current_page: number; last_page: number }>('/api/prizes?page=99999')
    expect(beyond.status).toBe(200)
    expect(beyond.body.items).toEqual([])
    expect(beyond.body.current_page).toBe(99999)
  })

  it('places an order with a number and status Pending, takes the points, empties the cart, and refuses one beyond the balance', async () => {
    const order = await client.post<{ message: string; order: { number: string; status: string; total_points: number } }>('/api/orders', {
      delivery: 'correspondence',
    })
    expect(order.status).toBe(201)
    expect(order.body.message).toBe('Zamówienie zostało złożone.')
    expect(order.body.order).toMatchObject({ status: 'Pending', total_points: 250 })
    expect(order.body.order.number).toMatch(/^ZAM-\d{8}-[0-9A-F]{6}$/)
    expect((await client.get<PointsBalance>('/api/points')).body).toEqual({
      received: 400,
      sent: 250,
      expired: 0,
      available: 150,
      pending: 0,
      // The demo's points expire at the end of March of the next year.
      expiring: { points: 150, date: `${new Date().getFullYear() + 1}-03-31` },
    })
    expect((await client.get<Cart>('/api/cart')).body.items).toEqual([])
    const orders = await client.get<{ items: Array<{ number: string; prize: string; status: string }> }>('/api/orders')
    expect(orders.body.items).toMatchObject([{ number: order.body.order.number, prize: 'Szczoteczka soniczna', status: 'Pending' }])

    const bike = prizes.find((p) => p.name === 'Rower trekkingowy')!
    await client.post('/api/cart', { prize_id: bike.id })
    const tooMuch = await client.post('/api/orders', { delivery: 'correspondence' })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.message).toBe('Za mało punktów, aby złożyć to zamówienie.')
    expect((await client.get<PointsBalance>('/api/points')).body.available).toBe(150)
    await client.request('DELETE', `/api/cart/${bike.id}`)
    expect((await client.post('/api/orders', { delivery: 'other' })).status).toBe(422)
    expect((await client.post('/api/orders', { delivery: 'correspondence' })).body.message).toBe('Koszyk jest pusty.')
  })

  it('orders an earlier order again without touching the cart, and only the partner’s own orders', async () => {
    const earlier = (await client.get<{ items: Array<{ number: string }> }>('/api/orders')).body.items[0]!.number
    const before = (await client.get<PointsBalance>('/api/points')).body.available
    await client.post('/api/cart', { prize_id: prizes.find((p) => p.name === 'Rower trekkingowy')!.id })
    const tooMuch = await client.post('/api/orders', { delivery: 'correspondence', reorder: earlier })
    expect([tooMuch.status, tooMuch.body.message]).toEqual([422, 'Za mało punktów, aby złożyć to zamówienie.'])
    const other = app.client()
    await other.post('/api/login', { email: 'dekarz@demo.pl', password: 'Demo123!' })
    expect((await other.post('/api/orders', { delivery: 'correspondence', reorder: earlier })).status).toBe(404)
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId, amountTenths: 2500, label: 'Korekta testowa', source: 'correction' }),
    )
    const again = await client.post<{ order: { number: string; total_points: number } }>('/api/orders', {
      delivery: 'correspondence',
      reorder: earlier,
    })
    expect(again.status).toBe(201)
    expect(again.body.order.total_points).toBe(250)
    expect((await client.get<PointsBalance>('/api/points')).body.available).toBe(before)
    expect((await client.get<{ items: Array<{ name: string }> }>('/api/cart')).body.items.map((i) => i.name)).toEqual(['Rower trekkingowy'])
    await client.request('DELETE', `/api/cart/${prizes.find((p) => p.name === 'Rower trekkingowy')!.id}`)
  })

  it('lets exactly three of twenty parallel spends through against a balance that covers three, never below zero', async () => {
    const racerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'dekarz@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: racerId, amountTenths: 7500, label: 'Korekta testowa', source: 'correction' }),
    )
    // The order path spends through spendPoints; twenty of them race for 750 points at 250 each.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(
          app.payload,
          (req) =>
            spendPoints(app.payload, req, {
              partnerId: racerId,
              amountTenths: 2500,
              label: `Zamówienie ${i}`,
              source: 'order',
              idempotencyKey: `race:${i}`,
            }),
          { retryOnConflict: 25 },
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused.every((r) => (r.reason as Error).message === 'Za mało punktów, aby złożyć to zamówienie.')).toBe(true)
    const entries = await app.payload.find({
      collection: 'ledger-entries',
      where: { partner: { equals: racerId } },
      pagination: false,
      overrideAccess: true,
    })
    const sum = entries.docs.reduce((total, e) => total + e.amount_tenths, 0)
    expect(sum).toBe(0)
    const partner = app.client()
    await partner.post('/api/login', { email: 'dekarz@demo.pl', password: 'Demo123!' })
    expect((await partner.get<PointsBalance>('/api/points')).body).toEqual({
      received: 750,
      sent: 750,
      expired: 0,
      available: 0,
      pending: 0,
      expiring: null,
    })
  })

  it('places exactly three of twenty orders sent at once through the API against a balance that covers three, and one order for parallel replays of a key', async () => {
    const buyer = app.client()
    const email = 'wyscig@demo.pl'
    const buyerId = (await createAcceptedPartner(app, email, 'points')).id
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: buyerId, amountTenths: 7500, label: 'Korekta testowa', source: 'correction' }),
    )
    await buyer.post('/api/login', { email, password: 'Demo123!' })
    await buyer.post('/api/cart', { prize_id: prizes.find((p) => p.points === 250)!.id })
    const first = await buyer.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })
    expect(first.status).toBe(201)

    const reorders = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.post<{ message?: string }>('/api/orders', { delivery: 'correspondence', reorder: first.body.order.number }),
      ),
    )
    expect(reorders.filter((r) => r.status === 201)).toHaveLength(2)
    expect(reorders.filter((r) => r.status === 422).map((r) => r.body.message)).toEqual(
      Array(18).fill('Za mało punktów, aby złożyć to zamówienie.'),
    )
    expect((await buyer.get<PointsBalance>('/api/points')).body).toEqual({
      received: 750,
      sent: 750,
      expired: 0,
      available: 0,
      pending: 0,
      expiring: null,
    })

    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: buyerId, amountTenths: 7500, label: 'Korekta testowa', source: 'correction' }),
    )
    const replays = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyer.post<{ order: { number: string } }>('/api/orders', {
          delivery: 'correspondence',
          reorder: first.body.order.number,
          idempotency_key: 'ponownie-raz-1',
        }),
      ),
    )
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(201))
    expect(new Set(replays.map((r) => r.body.order.number)).size).toBe(1)
    expect((await buyer.get<PointsBalance>('/api/points')).body.available).toBe(500)
    expect((await buyer.get<{ items: unknown[] }>('/api/orders')).body.items).toHaveLength(4)
  })

  it('takes stock with the points: twenty orders at once for the last three pieces place exactly three, and a cancellation puts its pieces back once', async () => {
    const speaker = prizes.find((p) => p.name === 'Słuchawki bezprzewodowe')!
    await app.payload.update({ collection: 'prizes', id: speaker.id, data: { stock: 3 }, overrideAccess: true })
    const stockNow = async () => (await app.payload.findByID({ collection: 'prizes', id: speaker.id, overrideAccess: true })).stock
    const buyer = app.client()
    const email = 'magazyn@demo.pl'
    const buyerId = (await createAcceptedPartner(app, email, 'points')).id
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: buyerId, amountTenths: 20 * 350 * 10, label: 'Korekta testowa', source: 'correction' }),
    )
    await buyer.post('/api/login', { email, password: 'Demo123!' })
    await buyer.post('/api/cart', { prize_id: speaker.id })
    const first = await buyer.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })
    expect(first.status).toBe(201)
    expect(await stockNow()).toBe(2)

    const reorders = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.post<{ message?: string }>('/api/orders', { delivery: 'correspondence', reorder: first.body.order.number }),
      ),
    )
    expect(reorders.filter((r) => r.status === 201)).toHaveLength(2)
    expect([...new Set(reorders.filter((r) => r.status === 422).map((r) => r.body.message))]).toEqual([
      'Nagroda „Słuchawki bezprzewodowe” jest chwilowo niedostępna (brak w magazynie).',
    ])
    expect(await stockNow()).toBe(0)
    const none = await buyer.post('/api/cart', { prize_id: speaker.id })
    expect([none.status, none.body.errors]).toEqual([422, { prize_id: ['Ta nagroda jest chwilowo niedostępna (brak w magazynie).'] }])
    // Only the three placed orders cost points.
    expect((await buyer.get<PointsBalance>('/api/points')).body.sent).toBe(3 * 350)

    const staff = app.client()
    await staff.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    const order = (
      await app.payload.find({ collection: 'orders', where: { number: { equals: first.body.order.number } }, overrideAccess: true })
    ).docs[0]!
    const cancels = await Promise.all(
      Array.from({ length: 3 }, () =>
        staff.post(`/backoffice/api/orders/${order.id}/status`, { status: 'Cancelled', reason: 'Na prośbę partnera' }),
      ),
    )
    expect(cancels.map((c) => c.status).sort()).toEqual([200, 422, 422])
    expect(await stockNow()).toBe(1)
  })

  it('scopes an order’s idempotency key to its partner: the same key from another partner is a different order', async () => {
    const ids = await Promise.all(
      ['fachowiec@demo.pl', 'dekarz@demo.pl'].map(
        async (email) =>
          (await app.payload.find({ collection: 'partners', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!.id,
      ),
    )
    const prize = prizes.find((p) => p.points === 250)!
    const placed: string[] = []
    for (const [i, email] of ['fachowiec@demo.pl', 'dekarz@demo.pl'].entries()) {
      await inTransaction(app.payload, (req) =>
        appendEntry(app.payload, req, { partnerId: ids[i]!, amountTenths: 2500, label: 'Korekta testowa', source: 'correction' }),
      )
      const buyer = app.client()
      await buyer.post('/api/login', { email, password: 'Demo123!' })
      await buyer.post('/api/cart', { prize_id: prize.id })
      const first = await buyer.post<{ order: { number: string } }>('/api/orders', {
        delivery: 'correspondence',
        idempotency_key: 'wspolny-klucz-1',
      })
      const replay = await buyer.post<{ order: { number: string } }>('/api/orders', {
        delivery: 'correspondence',
        idempotency_key: 'wspolny-klucz-1',
      })
      expect([first.status, replay.body.order.number]).toEqual([201, first.body.order.number])
      placed.push(first.body.order.number)
    }
    expect(new Set(placed).size).toBe(2)
  })
})
