import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

// An id that names nothing: a request that passes the role gate ends in 404 or 422 and changes nothing.
const NO_ID = '00000000-0000-4000-8000-000000000000'
const partnerFilter = `?filter=${encodeURIComponent(JSON.stringify({ partner: NO_ID }))}`

type Route = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; csv?: string }

/** Everything staff read: admin, programme and auditor; not marketing (content lives in the Payload admin). */
const READS: Route[] = [
  '/dashboard',
  '/partners',
  `/partners/${NO_ID}`,
  '/companies',
  `/companies/${NO_ID}`,
  '/provinces',
  `/ledger-entries${partnerFilter}`,
  `/statements${partnerFilter}`,
  '/audit-log',
  `/audit-log/${NO_ID}`,
  '/code-batches',
  `/code-batches/${NO_ID}`,
  `/code-batches/${NO_ID}/codes.csv`,
  `/code-batches/${NO_ID}/codes.pdf`,
  '/codes',
  `/codes/${NO_ID}`,
  '/products',
  '/contact-messages',
  `/contact-messages/${NO_ID}`,
  '/ranking-publications',
  `/ranking-publications/${NO_ID}`,
  `/ranking-publications/${NO_ID}/file`,
  '/orders',
  '/orders.csv',
  `/orders/${NO_ID}`,
  '/ledger-adjustments',
  '/invitations',
  '/tax/monthly?month=2026-11',
  '/tax/monthly.csv?month=2026-11',
  '/tax/monthly.pdf?month=2026-11',
  '/tax/yearly?year=2026',
  '/tax/yearly.csv?year=2026',
  '/tax/yearly.pdf?year=2026',
].map((path) => ({ method: 'GET', path }))

/** The operations: admin and programme only; the auditor reads but never changes anything. */
const OPERATIONS: Route[] = [
  { method: 'PUT', path: `/partners/${NO_ID}` },
  { method: 'POST', path: `/partners/${NO_ID}/block` },
  { method: 'POST', path: `/partners/${NO_ID}/unblock` },
  { method: 'PUT', path: `/companies/${NO_ID}` },
  { method: 'POST', path: '/code-batches', body: {} },
  { method: 'POST', path: '/code-batches/import?dry_run=1', csv: '' },
  { method: 'POST', path: `/code-batches/${NO_ID}/revoke` },
  { method: 'POST', path: `/contact-messages/${NO_ID}/reply` },
  { method: 'POST', path: `/contact-messages/${NO_ID}/answered` },
  { method: 'POST', path: '/ranking-imports?dry_run=1', csv: '' },
  { method: 'POST', path: `/ranking-publications/${NO_ID}/restore` },
  { method: 'POST', path: '/orders/accept', body: {} },
  { method: 'POST', path: `/orders/${NO_ID}/status` },
  { method: 'POST', path: '/ledger-adjustments', body: {} },
  { method: 'POST', path: '/ledger-adjustments/import?dry_run=1', csv: '' },
  { method: 'POST', path: '/invitations', body: {} },
  { method: 'POST', path: '/invitations/import?dry_run=1', csv: '' },
  { method: 'POST', path: `/invitations/${NO_ID}/resend` },
  { method: 'POST', path: `/invitations/${NO_ID}/revoke` },
]

/** Auditors' exports and reconciliation: auditor and admin. */
const EXPORTS: Route[] = [
  ...['ledger', 'orders', 'consents', 'rankings', 'audit-log'].flatMap((name) => [`/exports/${name}.csv`, `/exports/${name}.pdf`]),
  '/reconciliation',
  '/reconciliation.pdf',
].map((path) => ({ method: 'GET', path: `${path}?from=2099-01-01&to=2099-01-31` }))

/** The machine clients' API keys and webhook receivers: admin alone. */
const ADMIN_ONLY: Route[] = [
  { method: 'GET', path: '/api-keys' },
  { method: 'GET', path: `/api-keys/${NO_ID}` },
  { method: 'POST', path: '/api-keys', body: {} },
  { method: 'POST', path: `/api-keys/${NO_ID}/revoke` },
  { method: 'GET', path: '/webhooks' },
  { method: 'GET', path: `/webhooks/${NO_ID}` },
  { method: 'POST', path: '/webhooks', body: {} },
  { method: 'POST', path: `/webhooks/${NO_ID}/disable` },
  { method: 'GET', path: '/webhook-deliveries' },
  { method: 'GET', path: `/webhook-deliveries/${NO_ID}` },
  { method: 'POST', path: `/webhook-deliveries/${NO_ID}/resend` },
]

type Actor = 'admin' | 'programme' | 'auditor' | 'marketing' | 'partner' | 'nobody'
const ACTORS: Actor[] = ['admin', 'programme', 'auditor', 'marketing', 'partner', 'nobody']

/** What the role gate answers: null when it lets the request through (the route then answers for itself). */
function gate(actor: Actor, allowed: Actor[]): 401 | 403 | null {
  if (actor === 'partner' || actor === 'nobody') return 401
  return allowed.includes(actor) ? null : 403
}

describe('back office: every route enforces its roles on the server', () => {
  let app: TestApp
  const clients = new Map<Actor, HttpClient>()

  beforeAll(async () => {
    app = await startTestApp()
    const staff: Record<string, string> = {
      admin: 'admin@demo.pl',
      programme: 'program@demo.pl',
      auditor: 'audytor@demo.pl',
      marketing: 'marketing@demo.pl',
    }
    for (const actor of ACTORS) {
      const client = app.client()
      if (staff[actor])
        expect((await client.post('/backoffice/api/login', { email: staff[actor], password: 'Admin123!' })).status).toBe(200)
      if (actor === 'partner')
        expect((await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })).status).toBe(200)
      clients.set(actor, client)
    }
  })
  afterAll(() => app.stop())

  const call = (client: HttpClient, route: Route) =>
    route.csv !== undefined
      ? client.upload(`/backoffice/api${route.path}`, route.csv, 'text/csv')
      : client.request(route.method, `/backoffice/api${route.path}`, route.method === 'GET' ? undefined : (route.body ?? {}))

  const table: Array<[string, Route[], Actor[]]> = [
    ['reads', READS, ['admin', 'programme', 'auditor']],
    ['operations', OPERATIONS, ['admin', 'programme']],
    ['exports', EXPORTS, ['admin', 'auditor']],
    ['API keys and webhooks', ADMIN_ONLY, ['admin']],
  ]

  for (const [kind, routes, allowed] of table) {
    it(`${kind}: ${allowed.join(', ')} pass; everybody else is refused`, async () => {
      const outcomes: string[] = []
      const expected: string[] = []
      for (const route of routes) {
        for (const actor of ACTORS) {
          const { status } = await call(clients.get(actor)!, route)
          const want = gate(actor, allowed)
          outcomes.push(
            `${route.method} ${route.path} as ${actor}: ${want === null ? (status === 401 || status === 403 ? status : 'through') : status}`,
          )
          expected.push(`${route.method} ${route.path} as ${actor}: ${want ?? 'through'}`)
        }
      }
      expect(outcomes).toEqual(expected)
    })
  }

  it('nobody, not even admin, edits or deletes an audit log entry, in the back office or through Payload', async () => {
    const admin = clients.get('admin')!
    await admin.post(`/backoffice/api/partners/${(await admin.get<Array<{ id: string }>>('/backoffice/api/partners')).body[0]!.id}/block`, {
      reason: 'Test dziennika',
    })
    const entry = (
      await admin.get<Array<{ id: string }>>(
        `/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'partner.block' }))}`,
      )
    ).body[0]!
    // The Payload admin's REST API and panel apply the collection's access rules, as the local API does with a user.
    const adminUser = {
      ...(await app.payload.find({ collection: 'staff', where: { email: { equals: 'admin@demo.pl' } }, overrideAccess: true })).docs[0]!,
      collection: 'staff' as const,
    }
    await expect(
      app.payload.update({ collection: 'audit-log', id: entry.id, data: { action: 'nic' }, user: adminUser, overrideAccess: false }),
    ).rejects.toThrow('Nie możesz wykonać tej akcji.')
    await expect(app.payload.delete({ collection: 'audit-log', id: entry.id, user: adminUser, overrideAccess: false })).rejects.toThrow(
      'Nie możesz wykonać tej akcji.',
    )
    expect((await admin.request('PUT', `/backoffice/api/audit-log/${entry.id}`, { action: 'nic' })).status).toBe(404)
    expect((await admin.request('DELETE', `/backoffice/api/audit-log/${entry.id}`)).status).toBe(404)
    expect((await admin.get<{ action: string }>(`/backoffice/api/audit-log/${entry.id}`)).body.action).toBe('partner.block')
  })

  it("keeps marketing to content in the Payload admin: partners' data and the programme's records stay closed", async () => {
    const marketing = {
      ...(await app.payload.find({ collection: 'staff', where: { email: { equals: 'marketing@demo.pl' } }, overrideAccess: true }))
        .docs[0]!,
      collection: 'staff' as const,
    }
    const asMarketing = { user: marketing, overrideAccess: false } as const
    for (const collection of [
      'partners',
      'companies',
      'ledger-entries',
      'statements',
      'orders',
      'codes',
      'code-batches',
      'code-attempts',
      'invitations',
      'contact-messages',
      'audit-log',
      'ranking-publications',
    ] as const) {
      await expect(app.payload.find({ collection, ...asMarketing }), collection).rejects.toThrow('Nie możesz wykonać tej akcji.')
    }
    expect((await app.payload.find({ collection: 'prizes', ...asMarketing })).totalDocs).toBeGreaterThan(0)
    expect((await app.payload.find({ collection: 'news', ...asMarketing })).totalDocs).toBeGreaterThan(0)
  })
})
