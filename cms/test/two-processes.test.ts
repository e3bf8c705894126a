import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance, RankingView } from '@portal/shared'
import { contestCsv, demoContestRows } from '@portal/seed'
import { type SecondProcess, startSecondProcess, startTestApp, type TestApp } from './support/app'
import { HttpClient } from './support/http'
import { createAcceptedPartner } from './support/partners'
import { READ_MODEL_TTL_MS } from '../src/cache/readModel'
import { appendEntry } from '../src/modules/ledger/ledger'
import { inTransaction } from '../src/modules/transaction'
import { CAPTCHA_COOKIE, signCaptcha } from '../src/modules/contact/captcha'

describe('two app processes on one PostgreSQL database', () => {
  let app: TestApp
  let second: SecondProcess
  let codes: string[]

  beforeAll(async () => {
    app = await startTestApp()
    // A second tradesperson: codes and orders belong to the points scheme.
    await createAcceptedPartner(app, 'dekarz@demo.pl', 'points')
    second = app.second ?? (await startSecondProcess())
    codes = (await app.payload.find({ collection: 'codes', sort: 'createdAt', pagination: false, overrideAccess: true })).docs.map(
      (c) => c.code,
    )
  })
  afterAll(async () => {
    if (!app.second) second?.child.kill('SIGTERM')
    await app.stop()
  })

  const logIn = async (baseUrl: string, email: string) => {
    const client = new HttpClient(baseUrl)
    expect((await client.post('/api/login', { email, password: 'Demo123!' })).status).toBe(200)
    return client
  }

  it('gives each code raced by two partners on two processes to exactly one of them', async () => {
    const onFirst = await logIn(app.url, 'fachowiec@demo.pl')
    const onSecond = await logIn(second.url, 'dekarz@demo.pl')
    const racing = codes.slice(0, 6)
    const results = await Promise.all(
      racing.flatMap((code) => [
        onFirst.post<{ status: string }>('/api/codes', { code }),
        onSecond.post<{ status: string }>('/api/codes', { code }),
      ]),
    )
    const pairs = racing.map((_, i) => [results[2 * i]!, results[2 * i + 1]!])
    const wrong = pairs.filter(
      (pair) =>
        pair
          .map((r) => r.body.status)
          .sort()
          .join() !== 'already_registered,registered',
    )
    expect(wrong.map((pair) => pair.map((r) => [r.status, r.body]))).toEqual([])
    const entries = await app.payload.find({
      collection: 'ledger-entries',
      where: { reference: { in: racing } },
      pagination: false,
      overrideAccess: true,
    })
    expect(entries.totalDocs).toBe(racing.length)
  })

  it('adds the points once when one partner’s sync is replayed on both processes at once', async () => {
    const first = await logIn(app.url, 'fachowiec@demo.pl')
    const secondSession = new HttpClient(second.url)
    // The same session works on both processes: sessions and CSRF tokens live in the database and the shared secret.
    for (const [name, value] of first.cookies) secondSession.cookies.set(name, value)
    const before = (await first.get<PointsBalance>('/api/points')).body.available
    const batch = { codes: codes.slice(6, 10).map((code, i) => ({ code, idempotency_key: `phone:${i}` })) }
    await Promise.all([
      first.post('/api/codes/sync', batch),
      secondSession.post('/api/codes/sync', batch),
      first.post('/api/codes/sync', batch),
    ])
    expect((await secondSession.get<PointsBalance>('/api/points')).body.available).toBe(before + 4 * 20)
  })

  it('lets exactly three of twenty orders placed at once on two processes through, against points for three', async () => {
    const buyer = await logIn(app.url, 'dekarz@demo.pl')
    const onSecond = new HttpClient(second.url)
    for (const [name, value] of buyer.cookies) onSecond.cookies.set(name, value)
    const partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'dekarz@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    const start = (await buyer.get<PointsBalance>('/api/points')).body.available
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId, amountTenths: (1000 - start) * 10, label: 'Korekta testowa', source: 'correction' }),
    )
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    await buyer.post('/api/cart', { prize_id: prize.id })
    const first = await buyer.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })
    expect(first.status).toBe(201)

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? onSecond : buyer).post<{ message: string }>('/api/orders', {
          delivery: 'correspondence',
          reorder: first.body.order.number,
          idempotency_key: `race-order-${i}`,
        }),
      ),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(3)
    expect(results.filter((r) => r.status !== 201).map((r) => [r.status, r.body.message])).toEqual(
      Array(17).fill([422, 'Za mało punktów, aby złożyć to zamówienie.']),
    )
    expect((await onSecond.get<PointsBalance>('/api/points')).body.available).toBe(0)
    const entries = await app.payload.find({
      collection: 'ledger-entries',
      where: { partner: { equals: partnerId } },
      pagination: false,
      overrideAccess: true,
    })
    expect(entries.docs.reduce((sum, e) => sum + e.amount_tenths, 0)).toBe(0)
    expect(
      (await app.payload.count({ collection: 'orders', where: { partner: { equals: partnerId } }, overrideAccess: true })).totalDocs,
    ).toBe(4)
  })

  it('accepts a captcha answered on either process once, and refuses its replay on the other', async () => {
    const secret = (await import('../src/env')).env.PAYLOAD_SECRET
    const token = signCaptcha(secret, 'K7M2P')
    const message = { subject: 'Pytanie', body: 'Treść', email: 'gosc@example.pl', phone: '600100200', captcha: 'k7m2p' }
    const onSecond = new HttpClient(second.url)
    onSecond.cookies.set(CAPTCHA_COOKIE, token)
    expect((await onSecond.post('/api/send-message', message)).status).toBe(200)
    const onFirst = app.client()
    onFirst.cookies.set(CAPTCHA_COOKIE, token)
    const replay = await onFirst.post('/api/send-message', message)
    expect([replay.status, replay.body.errors]).toEqual([422, { captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'] }])
  })

  /** Polls `read` on the other process until it returns what `done` expects; returns how long that took. */
  async function seenWithin(read: () => Promise<boolean>, limitMs: number): Promise<number> {
    const started = performance.now()
    while (!(await read())) {
      if (performance.now() - started > limitMs) return Infinity
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return performance.now() - started
  }

  it('drops the other process’s copies when something changes: a block ends the session there within a second, a publication shows at once', async () => {
    const staff = new HttpClient(app.url)
    expect((await staff.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })).status).toBe(200)
    const distributor = await logIn(second.url, 'partner@demo.pl')
    // The other process's copy is built now; seeing the change before it is a second old proves the message dropped it, not the TTL.
    let warmedAt = performance.now()
    const before = (await distributor.get<RankingView>('/api/ranking')).body
    const own = before.gold!.points.own!.score

    const file = contestCsv(demoContestRows().map((row) => (row.nip === '5260250274' ? { ...row, points: own + 1234 } : row)))
    expect((await staff.upload(`/backoffice/api/ranking-imports?data_date=2025-06-29&file_name=r.csv`, file, 'text/csv')).status).toBe(201)
    const published = await seenWithin(
      async () => (await distributor.get<RankingView>('/api/ranking')).body.gold?.points.own?.score === own + 1234,
      1000,
    )
    expect(published).toBeLessThan(1000)
    expect(performance.now() - warmedAt).toBeLessThan(READ_MODEL_TTL_MS)

    const partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'partner@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    warmedAt = performance.now()
    expect((await distributor.get('/api/ranking')).status).toBe(200)
    expect((await staff.post(`/backoffice/api/partners/${partnerId}/block`, { reason: 'Kontrola' })).status).toBe(200)
    const ended = await seenWithin(async () => (await distributor.get('/api/ranking')).status === 401, 1000)
    expect(ended).toBeLessThan(1000)
    expect(performance.now() - warmedAt).toBeLessThan(READ_MODEL_TTL_MS)
    await staff.post(`/backoffice/api/partners/${partnerId}/unblock`)
  })

  it('shows a code registered on one process in the balance the other process had just built', async () => {
    const onFirst = await logIn(app.url, 'dekarz@demo.pl')
    const onSecond = new HttpClient(second.url)
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value)
    // Any copy an earlier test left there has expired; the one built now would live a whole TTL without the message.
    await new Promise((resolve) => setTimeout(resolve, READ_MODEL_TTL_MS))
    const before = (await onSecond.get<PointsBalance>('/api/points')).body.available
    const registered = await onFirst.post<{ status: string }>('/api/codes', { code: codes[10] })
    expect([registered.status, registered.body]).toEqual([200, expect.objectContaining({ status: 'registered' })])
    const seen = await seenWithin(async () => (await onSecond.get<PointsBalance>('/api/points')).body.available === before + 20, 1000)
    expect(seen).toBeLessThan(READ_MODEL_TTL_MS / 2)
  })

  it('counts wrong codes sent to both processes in one limit', async () => {
    const first = await logIn(app.url, 'fachowiec@demo.pl')
    const other = new HttpClient(second.url)
    for (const [name, value] of first.cookies) other.cookies.set(name, value)
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await (i % 2 ? other : first).post('/api/codes', { code: `ZLY${String(i).padStart(5, '0')}` })).status)
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
