import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

/** Every list in the ra-data-simple-rest dialect: a sortable field, and a filter the list understands. */
const LISTS: Array<{ resource: string; sort: string; filter?: object }> = [
  { resource: 'partners', sort: 'email', filter: { programme: 'contest' } },
  { resource: 'companies', sort: 'name', filter: { q: 'Dachy' } },
  { resource: 'provinces', sort: 'name' },
  { resource: 'invitations', sort: 'createdAt', filter: { status: 'sent' } },
  { resource: 'orders', sort: 'createdAt', filter: { status: 'Pending' } },
  { resource: 'code-batches', sort: 'createdAt' },
  { resource: 'codes', sort: 'code', filter: { registered: false } },
  { resource: 'products', sort: 'index' },
  { resource: 'ledger-adjustments', sort: 'createdAt' },
  { resource: 'contact-messages', sort: 'createdAt', filter: { status: 'new' } },
  { resource: 'ranking-publications', sort: 'createdAt' },
  { resource: 'audit-log', sort: 'createdAt' },
]

describe('back office lists: sort, range, filter and Content-Range on every resource', () => {
  let app: TestApp
  let admin: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    admin = app.client()
    await admin.post('/backoffice/api/login', { email: 'admin@demo.pl', password: 'Admin123!' })
    // Something in the lists that start empty on a fresh database.
    await admin.post('/backoffice/api/ledger-adjustments', { partner_email: 'fachowiec@demo.pl', points: 10, reason: 'Start listy' })
  })
  afterAll(() => app.stop())

  const list = (resource: string, params: Record<string, unknown>) =>
    admin.get<Array<Record<string, unknown>>>(
      `/backoffice/api/${resource}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`,
    )

  for (const { resource, sort, filter } of LISTS) {
    it(`${resource}: pages by range, sorts both ways, filters, and says the total in Content-Range`, async () => {
      const all = await list(resource, { sort: [sort, 'ASC'], range: [0, 499], filter: filter ?? {} })
      expect(all.status).toBe(200)
      const total = Number(/\/(\d+)$/.exec(all.headers.get('content-range') ?? '')?.[1])
      expect(all.headers.get('content-range')).toBe(`${resource} 0-${Math.max(all.body.length - 1, 0)}/${total}`)
      expect(all.body).toHaveLength(total)
      if (total >= 2) {
        const second = await list(resource, { sort: [sort, 'ASC'], range: [1, 1], filter: filter ?? {} })
        expect(second.headers.get('content-range')).toBe(`${resource} 1-1/${total}`)
        expect(second.body.map((r) => r[sort])).toEqual([all.body[1]![sort]])
        // Compared by the sort key: rows that tie on it may come in any order.
        const descending = await list(resource, { sort: [sort, 'DESC'], range: [0, 499], filter: filter ?? {} })
        expect(all.body.every((r) => r[sort] !== undefined)).toBe(true)
        expect(descending.body.map((r) => r[sort])).toEqual(all.body.map((r) => r[sort]).reverse())
      }
      expect((await list(resource, { sort: ['no_such_field', 'ASC'] })).status).toBe(400)
      expect((await list(resource, { range: [5, 1] })).status).toBe(400)
    })
  }

  it('the filters narrow the lists', async () => {
    const total = async (resource: string, filter: object) =>
      Number(/\/(\d+)$/.exec((await list(resource, { filter })).headers.get('content-range') ?? '')?.[1])
    expect(await total('partners', { programme: 'contest' })).toBe(2)
    expect(await total('partners', { programme: 'points' })).toBe(1)
    expect(await total('companies', { q: 'nie-ma-takiej' })).toBe(0)
    expect(await total('codes', { q: 'ZZZZ-ZZZZ' })).toBe(0)
    expect(await total('audit-log', { resource: 'partners' })).toBeGreaterThan(0)
  })
})
