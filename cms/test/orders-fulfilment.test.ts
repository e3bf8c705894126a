import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance } from '@portal/shared'
import { appendEntry } from '../src/modules/ledger/ledger'
import { inTransaction } from '../src/modules/transaction'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type OrderRow = {
  id: string
  number: string
  status: string
  tracking_number: string | null
  status_reason: string | null
  history: Array<{ status: string; by: string }>
}

describe('back office: order fulfilment with refunds, e-mails and the audit log', () => {
  let app: TestApp
  let partner: HttpClient
  let programme: HttpClient
  const orders: string[] = []

  beforeAll(async () => {
    app = await startTestApp()
    partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    const partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId, amountTenths: 10_000, label: 'Korekta testowa', source: 'correction' }),
    )
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    for (let i = 0; i < 3; i++) {
      await partner.post('/api/cart', { prize_id: prize.id })
      orders.push((await partner.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })).body.order.number)
    }
  })
  afterAll(() => app.stop())

  const row = async (number: string) =>
    (await programme.get<OrderRow[]>(`/backoffice/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`)).body[0]!
  const balance = async () => (await partner.get<PointsBalance>('/api/points')).body.available

  it('lists the queue filtered by status in the simple-rest dialect', async () => {
    const pending = await programme.get<OrderRow[]>(
      `/backoffice/api/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'Pending' }))}&sort=["number","ASC"]&range=[0,1]`,
    )
    expect(pending.headers.get('content-range')).toBe('orders 0-1/3')
    expect(pending.body.every((o) => o.status === 'Pending')).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (
        await programme.get(
          `/backoffice/api/orders?filter=${encodeURIComponent(JSON.stringify({ created_from: today, created_to: today }))}`,
        )
      ).headers.get('content-range'),
    ).toBe('orders 0-2/3')
    expect(
      (
        await programme.get(`/backoffice/api/orders?filter=${encodeURIComponent(JSON.stringify({ created_to: '2020-01-01' }))}`)
      ).headers.get('content-range'),
    ).toBe('orders 0-0/0')
  })

  it('accepts, ships with a tracking number and delivers; the partner sees each status and gets an e-mail', async () => {
    const order = await row(orders[0]!)
    expect(
      (await programme.post(`/backoffice/api/orders/${order.id}/status`, { status: 'Shipped', tracking_number: 'X' })).body.errors,
    ).toEqual({ status: ['Zamówienia o statusie „oczekuje” nie można zmienić na „wysłane”.'] })
    expect((await programme.post<OrderRow>(`/backoffice/api/orders/${order.id}/status`, { status: 'Accepted' })).body.status).toBe(
      'Accepted',
    )
    expect((await programme.post(`/backoffice/api/orders/${order.id}/status`, { status: 'Shipped' })).body.errors).toEqual({
      tracking_number: ['Podaj numer przesyłki.'],
    })
    const shipped = await programme.post<OrderRow>(`/backoffice/api/orders/${order.id}/status`, {
      status: 'Shipped',
      tracking_number: 'PL0012345678',
    })
    expect(shipped.body).toMatchObject({ status: 'Shipped', tracking_number: 'PL0012345678' })
    const mine = await partner.get<{ items: Array<{ number: string; status: string; tracking_number: string | null }> }>('/api/orders')
    expect(mine.body.items.find((o) => o.number === orders[0])).toMatchObject({ status: 'Shipped', tracking_number: 'PL0012345678' })
    const mail = await app.mailbox.waitFor('fachowiec@demo.pl', (m) => m.subject.includes(`Zamówienie ${orders[0]}: wysłane`))
    expect(mail.text).toContain('Numer przesyłki: PL0012345678.')
    const delivered = await programme.post<OrderRow>(`/backoffice/api/orders/${order.id}/status`, { status: 'Delivered' })
    expect(delivered.body.history.map((h) => [h.status, h.by])).toEqual([
      ['Accepted', 'program@demo.pl'],
      ['Shipped', 'program@demo.pl'],
      ['Delivered', 'program@demo.pl'],
    ])
    const audit = await app.payload.find({
      collection: 'audit-log',
      where: { resource_id: { equals: order.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(
      audit.docs.map((e) => [e.action, e.staff_email, (e.before as { status: string }).status, (e.after as { status: string }).status]),
    ).toEqual([
      ['order.accepted', 'program@demo.pl', 'Pending', 'Accepted'],
      ['order.shipped', 'program@demo.pl', 'Accepted', 'Shipped'],
      ['order.delivered', 'program@demo.pl', 'Shipped', 'Delivered'],
    ])
  })

  it('returns the points exactly once when an order is rejected, even by two clicks at once', async () => {
    const order = await row(orders[1]!)
    const before = await balance()
    expect((await programme.post(`/backoffice/api/orders/${order.id}/status`, { status: 'Rejected' })).body.errors).toEqual({
      reason: ['Podaj powód.'],
    })
    const clicks = await Promise.all(
      [1, 2].map(() =>
        programme.post<OrderRow>(`/backoffice/api/orders/${order.id}/status`, { status: 'Rejected', reason: 'Nagroda wycofana' }),
      ),
    )
    expect(clicks.map((c) => c.status).sort()).toEqual([200, 422])
    expect(await balance()).toBe(before + 250)
    const refunds = await app.payload.find({ collection: 'ledger-entries', where: { source: { equals: 'refund' } }, overrideAccess: true })
    expect(refunds.docs.map((e) => [e.label, e.amount_tenths])).toEqual([[`Zwrot punktów: zamówienie ${orders[1]}`, 2500]])
    const mail = await app.mailbox.waitFor('fachowiec@demo.pl', (m) => m.subject.includes(`Zamówienie ${orders[1]}: odrzucone`))
    expect(mail.text).toContain('Powód: Nagroda wycofana.')
    expect(mail.text).toContain('250 PKT wróciło na Twoje konto.')
    // In Polish only: the status, never its code.
    expect(mail.text).toContain('to teraz: odrzucone.')
    expect(mail.text).not.toMatch(/Pending|Accepted|Shipped|Delivered|Rejected|Cancelled/)
  })

  it('accepts in bulk, saying which orders could not be accepted, and exports the queue as CSV', async () => {
    const ids = [(await row(orders[2]!)).id, (await row(orders[1]!)).id]
    const bulk = await programme.post<{ accepted: number; results: Array<{ ok: boolean; message?: string }> }>(
      '/backoffice/api/orders/accept',
      { ids },
    )
    expect(bulk.body.accepted).toBe(1)
    expect(bulk.body.results[1]).toEqual({
      id: ids[1],
      ok: false,
      message: 'Zamówienia o statusie „odrzucone” nie można zmienić na „przyjęte do realizacji”.',
    })
    const csv = await programme.get<string>(
      `/backoffice/api/orders.csv?filter=${encodeURIComponent(JSON.stringify({ status: 'Accepted' }))}`,
    )
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Numer;Data;Status;Nagroda;Ilość;Punkty;Odbiorca;Ulica;Nr;Lokal;Kod pocztowy;Miejscowość;E-mail;Telefon;Numer przesyłki',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(new RegExp(`^${orders[2]};\\d{4}-\\d{2}-\\d{2};Accepted;.+;1;250;.*;fachowiec@demo.pl;`))
  })

  it('lets the auditor read and export but not change orders; marketing, partners and guests are kept out', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    const order = await row(orders[2]!)
    expect((await auditor.get('/backoffice/api/orders')).status).toBe(200)
    expect((await auditor.get(`/backoffice/api/orders/${order.id}`)).status).toBe(200)
    expect((await auditor.get('/backoffice/api/orders.csv')).status).toBe(200)
    expect((await auditor.post(`/backoffice/api/orders/${order.id}/status`, { status: 'Cancelled', reason: 'x' })).status).toBe(403)
    expect((await auditor.post('/backoffice/api/orders/accept', { ids: [order.id] })).status).toBe(403)
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/orders')).status).toBe(403)
    expect((await partner.get('/backoffice/api/orders')).status).toBe(401)
    expect((await app.client().get('/backoffice/api/orders')).status).toBe(401)
  })

  it('keeps the audit log append-only for everyone, admin included, and records Payload admin edits', async () => {
    const admin = (await app.payload.find({ collection: 'staff', where: { email: { equals: 'admin@demo.pl' } }, overrideAccess: true }))
      .docs[0]!
    const news = (await app.payload.find({ collection: 'news', limit: 1, overrideAccess: true })).docs[0]!
    await app.payload.update({
      collection: 'news',
      id: news.id,
      data: { title: 'Nowy tytuł' },
      user: { ...admin, collection: 'staff' },
      overrideAccess: false,
    })
    const entry = (
      await app.payload.find({
        collection: 'audit-log',
        where: { and: [{ resource: { equals: 'news' } }, { resource_id: { equals: news.id } }] },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(entry).toMatchObject({ action: 'update', staff_email: 'admin@demo.pl' })
    expect((entry.after as { title: string }).title).toBe('Nowy tytuł')
    expect((entry.before as { title: string }).title).toBe(news.title)
    const asAdmin = { user: { ...admin, collection: 'staff' as const }, overrideAccess: false }
    await expect(app.payload.update({ collection: 'audit-log', id: entry.id, data: { action: 'x' }, ...asAdmin })).rejects.toThrow()
    await expect(app.payload.delete({ collection: 'audit-log', id: entry.id, ...asAdmin })).rejects.toThrow()
    await expect(
      app.payload.create({ collection: 'audit-log', data: { staff_email: 'x', action: 'x', resource: 'x' }, ...asAdmin }),
    ).rejects.toThrow()
  })
})
