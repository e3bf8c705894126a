import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { makeCode } from '@portal/shared'
import { contestCsv, demoContestRows } from '@portal/seed'
import { appendEntry } from '../src/modules/ledger/ledger'
import { sqlFor } from '../src/modules/sql'
import { inTransaction } from '../src/modules/transaction'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type CreatedKey = { id: string; name: string; prefix: string; scopes: string[]; key: string }

describe('API keys for the manufacturer’s systems: created by an admin, hashed at rest, scoped, revocable, audited', () => {
  let app: TestApp
  let admin: HttpClient
  let orderNumber: string

  /** A machine client's request, with its key and nothing else (no cookies, no CSRF token). */
  const machine = (key: string | null, path: string, init: RequestInit = {}) =>
    fetch(`${app.url}/api/v1${path}`, {
      ...init,
      headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), 'Content-Type': 'application/json', ...init.headers },
    })

  beforeAll(async () => {
    app = await startTestApp()
    admin = app.client()
    expect((await admin.post('/backoffice/api/login', { email: 'admin@demo.pl', password: 'Admin123!' })).status).toBe(200)
    // An order waiting for fulfilment.
    const partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId, amountTenths: 5000, label: 'Korekta testowa', source: 'correction' }),
    )
    const partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    await partner.post('/api/cart', { prize_id: prize.id })
    orderNumber = (await partner.post<{ order: { number: string } }>('/api/orders', { delivery: 'correspondence' })).body.order.number
  })
  afterAll(() => app.stop())

  it('shows a new key once and keeps only its SHA-256; only an admin manages keys', async () => {
    const created = await admin.post<CreatedKey>('/backoffice/api/api-keys', {
      name: 'ERP – magazyn',
      scopes: ['orders:read', 'orders:write'],
    })
    expect(created.status).toBe(201)
    expect(created.body.key).toMatch(/^pp_[A-Za-z0-9_-]{43}$/)
    expect(created.body.prefix).toBe(created.body.key.slice(0, 10))
    const { rows } = await (
      await sqlFor(app.payload)
    ).execute<Record<string, unknown>>(sql`SELECT * FROM api_keys WHERE id = ${created.body.id}`)
    expect(JSON.stringify(rows)).not.toContain(created.body.key)
    const shown = await admin.get<Record<string, unknown>>(`/backoffice/api/api-keys/${created.body.id}`)
    expect(shown.body).toMatchObject({
      name: 'ERP – magazyn',
      scopes: ['orders:read', 'orders:write'],
      created_by: 'admin@demo.pl',
      revoked_at: null,
    })
    expect(shown.body).not.toHaveProperty('key')

    const invalid = await admin.post<{ errors: Record<string, string[]> }>('/backoffice/api/api-keys', { name: 'E', scopes: [] })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({
      name: ['Nazwij klucz (co najmniej 3 znaki), np. „ERP – magazyn”.'],
      scopes: ['Wybierz co najmniej jedno uprawnienie.'],
    })
    for (const email of ['program@demo.pl', 'audytor@demo.pl']) {
      const staff = app.client()
      await staff.post('/backoffice/api/login', { email, password: 'Admin123!' })
      expect([
        email,
        (await staff.get('/backoffice/api/api-keys')).status,
        (await staff.post('/backoffice/api/api-keys', { name: 'Nie', scopes: ['orders:read'] })).status,
      ]).toEqual([email, 403, 403])
    }
  })

  it('lets the fulfilment partner read the orders waiting and ship one with a tracking number, named in the history and the audit log', async () => {
    const { key } = (await admin.post<CreatedKey>('/backoffice/api/api-keys', { name: 'Kurier', scopes: ['orders:read', 'orders:write'] }))
      .body
    expect((await machine(null, '/orders?status=Pending')).status).toBe(401)
    expect((await machine('pp_zgadniety', '/orders?status=Pending')).status).toBe(401)
    const waiting = await machine(key, '/orders?status=Pending')
    expect(waiting.status).toBe(200)
    const list = (await waiting.json()) as {
      items: Array<{ number: string; partner: { email: string }; lines: Array<{ name: string; quantity: number }> }>
    }
    const order = list.items.find((item) => item.number === orderNumber)!
    expect(order.partner.email).toBe('fachowiec@demo.pl')
    expect(order.lines[0]!.quantity).toBe(1)

    const accepted = await machine(key, `/orders/${orderNumber}/status`, { method: 'POST', body: JSON.stringify({ status: 'Accepted' }) })
    expect(accepted.status).toBe(200)
    const noTracking = await machine(key, `/orders/${orderNumber}/status`, { method: 'POST', body: JSON.stringify({ status: 'Shipped' }) })
    expect(noTracking.status).toBe(422)
    expect(((await noTracking.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      tracking_number: ['Podaj numer przesyłki.'],
    })
    const shipped = await machine(key, `/orders/${orderNumber}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'Shipped', tracking_number: 'PL123456789' }),
    })
    expect(await shipped.json()).toMatchObject({ number: orderNumber, status: 'Shipped', tracking_number: 'PL123456789' })
    const stored = (await app.payload.find({ collection: 'orders', where: { number: { equals: orderNumber } }, overrideAccess: true }))
      .docs[0]!
    expect(stored.history?.map((entry) => [entry.status, entry.by])).toEqual([
      ['Accepted', 'api:Kurier'],
      ['Shipped', 'api:Kurier'],
    ])
    const log = await admin.get<Array<{ staff_email: string; action_label: string }>>(
      `/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'orders' }))}&sort=["createdAt","DESC"]`,
    )
    expect(log.body.slice(0, 2).map((entry) => [entry.staff_email, entry.action_label])).toEqual([
      ['api:Kurier', 'Wysłano zamówienie'],
      ['api:Kurier', 'Przyjęto zamówienie do realizacji'],
    ])
    expect(
      (await admin.get<Array<{ name: string; last_used_at: string | null }>>('/backoffice/api/api-keys')).body.find(
        (row) => row.name === 'Kurier',
      )!.last_used_at,
    ).not.toBeNull()
  })

  it('refuses what a key’s scopes do not allow, and a revoked key at once; revoking twice is one audit entry', async () => {
    const readOnly = (await admin.post<CreatedKey>('/backoffice/api/api-keys', { name: 'Raporty', scopes: ['orders:read'] })).body
    const refused = await machine(readOnly.key, `/orders/${orderNumber}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'Delivered' }),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Ten klucz API nie ma uprawnienia „Zmiana statusu zamówień (numer przesyłki)” (orders:write).',
    )
    expect((await machine(readOnly.key, '/orders')).status).toBe(200)
    const [first, second] = await Promise.all([
      admin.post<{ revoked_at: string }>(`/backoffice/api/api-keys/${readOnly.id}/revoke`),
      admin.post<{ revoked_at: string }>(`/backoffice/api/api-keys/${readOnly.id}/revoke`),
    ])
    expect(first.body.revoked_at).not.toBeNull()
    expect(second.body.revoked_at).toBe(first.body.revoked_at)
    expect((await machine(readOnly.key, '/orders')).status).toBe(401)
    const log = await admin.get<Array<{ action_label: string; resource_label: string }>>(
      `/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'api-keys' }))}`,
    )
    expect(
      log.body
        .filter((entry) => entry.resource_label === 'Raporty')
        .map((entry) => entry.action_label)
        .sort(),
    ).toEqual(['Unieważniono klucz API', 'Utworzono klucz API'])
  })

  it('takes code batches and ranking results from the manufacturer’s systems, within the programme’s limits, named in the audit log', async () => {
    const { key } = (await admin.post<CreatedKey>('/backoffice/api/api-keys', { name: 'ERP', scopes: ['codes:write', 'ranking:write'] }))
      .body
    const csv = (path: string, body: string) => machine(key, path, { method: 'POST', body, headers: { 'Content-Type': 'text/csv' } })
    const fresh = Array.from({ length: 2 }, () => makeCode(Math.random))
    const checked = await csv('/code-batches/import?name=ERP%20listopad&points_per_code=5&dry_run=1', ['Kod', ...fresh].join('\n'))
    expect(await checked.json()).toMatchObject({ valid: 2, errors: [] })
    const imported = await csv('/code-batches/import?name=ERP%20listopad&points_per_code=5', ['Kod', ...fresh].join('\n'))
    expect(imported.status).toBe(201)
    expect(await imported.json()).toMatchObject({ name: 'ERP listopad', count: 2 })
    // Above the limit only an admin may go; a machine client is not one.
    const tooMany = await csv('/code-batches/import?name=ERP%20drogo&points_per_code=600', ['Kod', makeCode(Math.random)].join('\n'))
    expect(tooMany.status).toBe(422)
    expect(Object.keys(((await tooMany.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['points_per_code'])

    const results = contestCsv(demoContestRows())
    const dry = await csv('/ranking-imports?dry_run=1&data_date=2025-09-30&file_name=erp-2025-09-30.csv', results)
    expect(dry.status).toBe(200)
    const published = await csv('/ranking-imports?data_date=2025-09-30&file_name=erp-2025-09-30.csv', results)
    expect(published.status).toBe(201)
    expect((await csv('/ranking-imports?data_date=2025-09-30&file_name=pusty.csv', '')).status).toBe(422)

    const log = await admin.get<Array<{ staff_email: string; action_label: string; resource_label: string }>>(
      `/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: 'api:ERP' }))}&sort=["createdAt","DESC"]`,
    )
    expect(log.body.map((entry) => [entry.staff_email, entry.action_label])).toEqual([
      ['api:ERP', 'Opublikowano ranking'],
      ['api:ERP', 'Zaimportowano partię kodów'],
    ])
    // Scopes hold here too: this key reads no orders.
    expect((await machine(key, '/orders')).status).toBe(403)
  })
})
