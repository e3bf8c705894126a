import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { makeCode } from '@portal/shared'
import { contestCsv, demoContestRows } from '@portal/seed'
import { appendEntry } from '../src/modules/ledger/ledger'
import { sqlFor } from '../src/modules/sql'
import { inTransaction } from '../src/modules/transaction'
import { deliverDue, WEBHOOK_MAX_ATTEMPTS } from '../src/modules/webhooks/outbox'
import { startSecondProcess, startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type Received = { headers: http.IncomingHttpHeaders; body: string }
type Delivery = {
  id: string
  event: string
  event_id: string
  status: string
  attempts: number
  last_status: number | null
  last_error: string | null
  next_attempt_at: string | null
  resent_by: string | null
}

/** The manufacturer's system: a real HTTP server that answers with the statuses it is told to, then 200. */
async function startReceiver() {
  const received: Received[] = []
  const answers: number[] = []
  const pace = { delayMs: 0 }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.statusCode = answers.shift() ?? 200
      setTimeout(() => res.end(res.statusCode === 200 ? 'ok' : 'chwilowa awaria'), pace.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answers,
    /** How long the receiver takes to answer. */
    pace,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const until = async <T>(check: () => T | Promise<T>, what: string, ms = 10_000): Promise<NonNullable<T>> => {
  const end = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('webhooks: signed events from a durable outbox, retried, sent once by several processes, logged and resendable', () => {
  let app: TestApp
  let admin: HttpClient
  let partner: HttpClient
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let secret: string
  let webhookId: string
  let stopped = false

  const events = (type: string) => receiver.received.filter((r) => r.headers['x-webhook-event'] === type)
  const deliveries = async (filter: Record<string, unknown> = {}) =>
    (await admin.get<Delivery[]>(`/backoffice/api/webhook-deliveries?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`))
      .body
  const placeOrder = async () => {
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    await partner.post('/api/cart', { prize_id: prize.id })
    const placed = await partner.post<{ order: { number: string; id: string } }>('/api/orders', { delivery: 'correspondence' })
    expect(placed.status).toBe(201)
    return placed.body.order.number
  }

  beforeAll(async () => {
    receiver = await startReceiver()
    app = await startTestApp()
    admin = app.client()
    expect((await admin.post('/backoffice/api/login', { email: 'admin@demo.pl', password: 'Admin123!' })).status).toBe(200)
    const partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId, amountTenths: 40_000, label: 'Korekta testowa', source: 'correction' }),
    )
    partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
  })
  afterAll(async () => {
    if (!stopped) await app.stop()
    await receiver.close()
  })

  it('adds a receiver with a signing secret shown once; only an admin manages receivers; bad input is refused by field', async () => {
    const created = await admin.post<{ id: string; secret: string; events: string[] }>('/backoffice/api/webhooks', {
      name: 'ERP – zamówienia',
      url: receiver.url,
      events: ['order.placed', 'order.status_changed', 'code.registered', 'ranking.published'],
    })
    expect(created.status).toBe(201)
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    ;({ secret, id: webhookId } = created.body)
    const shown = await admin.get<Record<string, unknown>>(`/backoffice/api/webhooks/${webhookId}`)
    expect(shown.body).toMatchObject({ name: 'ERP – zamówienia', url: receiver.url, created_by: 'admin@demo.pl', disabled_at: null })
    expect(JSON.stringify(shown.body)).not.toContain(secret)

    const invalid = await admin.post<{ errors: Record<string, string[]> }>('/backoffice/api/webhooks', {
      name: 'E',
      url: 'ftp://erp',
      events: ['order.lost'],
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({
      name: ['Nazwij odbiorcę (co najmniej 3 znaki), np. „ERP – zamówienia”.'],
      url: ['Podaj adres zaczynający się od https:// (albo http://).'],
      'events.0': ['Nieznane zdarzenie.'],
    })
    for (const email of ['program@demo.pl', 'audytor@demo.pl']) {
      const staff = app.client()
      await staff.post('/backoffice/api/login', { email, password: 'Admin123!' })
      expect([
        email,
        (await staff.get('/backoffice/api/webhooks')).status,
        (await staff.get('/backoffice/api/webhook-deliveries')).status,
      ]).toEqual([email, 403, 403])
    }
  })

  it('tells the receiver of a placed order, signed with HMAC-SHA256 over the timestamp and the body, and logs the delivery', async () => {
    const number = await placeOrder()
    const [arrived] = await until(() => (events('order.placed').length ? events('order.placed') : null), 'order.placed')
    const body = JSON.parse(arrived!.body) as { id: string; type: string; data: { number: string; total_points: number; lines: unknown[] } }
    expect(body).toMatchObject({ type: 'order.placed', data: { number, total_points: 250, lines: [{ quantity: 1, points: 250 }] } })
    const timestamp = Number(arrived!.headers['x-webhook-timestamp'])
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(30)
    expect(arrived!.headers['x-webhook-id']).toBe(body.id)
    const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${arrived!.body}`).digest('hex')
    expect(arrived!.headers['x-webhook-signature']).toBe(`v1=${expected}`)
    // Signed with another secret, or the body changed, the signature no longer matches.
    expect(crypto.createHmac('sha256', secret).update(`${timestamp}.${arrived!.body} `).digest('hex')).not.toBe(expected)

    const logged = await until(async () => (await deliveries({ event: 'order.placed' })).find((d) => d.status === 'delivered'), 'the log')
    expect(logged).toMatchObject({ event_id: body.id, attempts: 1, last_status: 200, last_error: null, next_attempt_at: null })
  })

  it('tells of a registered code, an order status change and a published ranking, each as it commits', async () => {
    const { key } = (
      await admin.post<{ key: string }>('/backoffice/api/api-keys', {
        name: 'ERP',
        scopes: ['codes:write', 'ranking:write', 'orders:write'],
      })
    ).body
    const machine = (path: string, body: string, type = 'text/csv') =>
      fetch(`${app.url}/api/v1${path}`, { method: 'POST', body, headers: { Authorization: `Bearer ${key}`, 'Content-Type': type } })
    const code = makeCode(Math.random)
    expect((await machine('/code-batches/import?name=Webhooki&points_per_code=5', ['Kod', code].join('\n'))).status).toBe(201)
    expect((await partner.post('/api/codes', { code })).body).toMatchObject({ status: 'registered' })
    const number = await placeOrder()
    expect((await machine(`/orders/${number}/status`, JSON.stringify({ status: 'Accepted' }), 'application/json')).status).toBe(200)
    expect((await machine('/ranking-imports?data_date=2025-09-30&file_name=erp.csv', contestCsv(demoContestRows()))).status).toBe(201)

    const data = (type: string) => events(type).map((r) => (JSON.parse(r.body) as { data: Record<string, unknown> }).data)
    await until(() => events('ranking.published').length, 'ranking.published')
    await until(() => data('order.status_changed').some((d) => d.number === number), 'order.status_changed')
    expect(data('code.registered')).toEqual([
      expect.objectContaining({ code: expect.stringContaining(code.slice(0, 4)), points: 5, kind: 'product' }),
    ])
    expect(data('order.status_changed').find((d) => d.number === number)).toMatchObject({
      previous_status: 'Pending',
      status: 'Accepted',
      changed_by: 'api:ERP',
    })
    expect(data('ranking.published')).toEqual([
      expect.objectContaining({ data_date: '2025-09-30', file_name: 'erp.csv', rows_count: demoContestRows().length }),
    ])
  })

  it('retries a refused delivery later with backoff, logs each failure, and gives up after the last try', async () => {
    receiver.answers.push(500)
    const before = receiver.received.length
    const number = await placeOrder()
    const failed = await until(
      async () => (await deliveries({ event: 'order.placed' })).find((d) => d.last_status === 500 && d.status === 'pending'),
      'the failed try',
    )
    expect(failed.attempts).toBe(1)
    expect(failed.last_error).toContain('HTTP 500: chwilowa awaria')
    // The retry waits 30 s: nothing more is sent before then.
    expect(new Date(failed.next_attempt_at!).getTime() - Date.now()).toBeGreaterThan(25_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(receiver.received.length).toBe(before + 1)
    await deliverDue(app.payload, new Date(Date.now() + 31_000))
    const retried = (await deliveries({ event: 'order.placed' })).find((d) => d.id === failed.id)!
    expect(retried).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200 })
    expect(receiver.received.slice(before).map((r) => (JSON.parse(r.body) as { data: { number: string } }).data.number)).toEqual([
      number,
      number,
    ])

    // A receiver that never answers well is given up after WEBHOOK_MAX_ATTEMPTS tries, and says so in the log.
    receiver.answers.push(...Array<number>(WEBHOOK_MAX_ATTEMPTS).fill(503))
    await placeOrder()
    const first = await until(async () => (await deliveries({ event: 'order.placed' })).find((d) => d.last_status === 503), 'a 503')
    let at = Date.now()
    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS + 1; attempt++) await deliverDue(app.payload, new Date((at += 24 * 3600_000)))
    const gaveUp = (await deliveries({ status: 'failed' })).find((d) => d.id === first.id)!
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, last_status: 503, next_attempt_at: null })
  })

  it('sends each due event once when several senders claim at the same moment', async () => {
    receiver.answers.push(...Array<number>(3).fill(500))
    for (let i = 0; i < 3; i++) await placeOrder()
    await until(
      async () => (await deliveries({ status: 'pending' })).filter((d) => d.last_status === 500).length >= 3,
      'three failed tries',
    )
    const pending = (await deliveries({ status: 'pending' })).map((d) => d.event_id)
    expect(pending).toHaveLength(3)
    const later = new Date(Date.now() + 31_000)

    // A row another sender holds in its transaction is skipped, not waited for.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await holder.connect()
    await holder.query('BEGIN')
    await holder.query(`SELECT id FROM webhook_deliveries WHERE event_id = $1 FOR UPDATE`, [pending[0]])
    const before = receiver.received.length
    // The receiver takes its time: while the first sender's requests are on their way, the others find nothing due.
    receiver.pace.delayMs = 800
    const first = deliverDue(app.payload, later)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const others = await Promise.all(Array.from({ length: 3 }, () => deliverDue(app.payload, later)))
    expect([await first, others]).toEqual([2, [0, 0, 0]])
    await holder.query('ROLLBACK')
    await holder.end()
    expect(await deliverDue(app.payload, later)).toBe(1)
    receiver.pace.delayMs = 0
    const sent = receiver.received.slice(before).map((r) => r.headers['x-webhook-id'])
    expect([...sent].sort()).toEqual([...pending].sort())
  })

  it('resends a logged event as a new delivery with the same event id, audited; a disabled receiver gets nothing new', async () => {
    const [delivered] = await deliveries({ status: 'delivered', event: 'order.placed' })
    const before = receiver.received.length
    const resent = await admin.post<Delivery>(`/backoffice/api/webhook-deliveries/${delivered!.id}/resend`, {})
    expect(resent.status).toBe(201)
    expect(resent.body).toMatchObject({ event_id: delivered!.event_id, status: 'pending', attempts: 0, resent_by: 'admin@demo.pl' })
    await until(() => receiver.received.slice(before).some((r) => r.headers['x-webhook-id'] === delivered!.event_id), 'the resend')
    // The original stays in the log as it was.
    expect((await deliveries()).find((d) => d.id === delivered!.id)).toEqual(delivered)
    const { rows: audit } = await (
      await sqlFor(app.payload)
    ).execute<{ action: string; staff_email: string }>(
      sql`SELECT action, staff_email FROM audit_log WHERE resource = 'webhook-deliveries' AND resource_id = ${resent.body.id}`,
    )
    expect(audit).toEqual([{ action: 'webhook.resend', staff_email: 'admin@demo.pl' }])

    expect((await admin.post(`/backoffice/api/webhooks/${webhookId}/disable`, {})).status).toBe(200)
    const count = (await deliveries()).length
    await placeOrder()
    expect((await deliveries()).length).toBe(count)
    expect((await admin.post(`/backoffice/api/webhook-deliveries/${delivered!.id}/resend`, {})).status).toBe(409)
  })

  it('keeps what is in the outbox across a restart: a new process sends it', async () => {
    const created = await admin.post<{ id: string; secret: string }>('/backoffice/api/webhooks', {
      name: 'Magazyn',
      url: receiver.url,
      events: ['order.placed'],
    })
    // The receiver is down when the order is placed, and the app stops before the retry is due.
    receiver.answers.push(502)
    const number = await placeOrder()
    await until(async () => (await deliveries({ webhook_id: created.body.id })).find((d) => d.last_status === 502), 'the failed try')
    await app.stop()
    stopped = true
    const db = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await db.connect()
    // Its time comes while no app runs.
    await db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE webhook_id = $1`, [created.body.id])
    const before = receiver.received.length
    const second = await startSecondProcess()
    try {
      const arrived = await until(
        () => receiver.received.slice(before).find((r) => r.body.includes(number)),
        'the delivery after the restart',
      )
      expect(arrived.headers['x-webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/)
      const row = await until(
        async () =>
          (
            await db.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM webhook_deliveries WHERE webhook_id = $1`, [
              created.body.id,
            ])
          ).rows.find((r) => r.status === 'delivered'),
        'the log after the restart',
      )
      expect(Number(row.attempts)).toBe(2)
    } finally {
      await second.stop()
      await db.end()
    }
  })
})
