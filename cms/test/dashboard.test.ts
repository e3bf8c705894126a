import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { weekStart } from '../src/modules/dashboard/dashboard'
import { startTestApp, type TestApp } from './support/app'
import { createAcceptedPartner } from './support/partners'
import type { HttpClient } from './support/http'

type Dashboard = {
  partners: Array<{ programme: string; count: number }>
  partners_total: number
  active_this_month: number
  points_issued_this_month: number
  points_spent_this_month: number
  weekly: Array<{ week: string; codes: number; orders: number }>
  orders_waiting: Array<{ status: string; count: number }>
  last_publication: { data_date: string; rows_count: number; published_by: string | null } | null
}

describe('back office dashboard: figures counted on the server', () => {
  let app: TestApp
  let auditor: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
  })
  afterAll(() => app.stop())

  const read = async () => (await auditor.get<Dashboard>('/backoffice/api/dashboard')).body
  const waiting = (d: Dashboard, status: string) => d.orders_waiting.find((o) => o.status === status)!.count

  it('weeks start on Monday', () => {
    expect(weekStart(new Date('2026-11-22T23:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    expect(weekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
  })

  it("counts partners by programme, this week's codes and orders, points issued and spent, active partners and the waiting queue", async () => {
    const before = await read()
    expect(before.partners).toEqual([
      { programme: 'contest', count: 2 },
      { programme: 'points', count: 1 },
    ])
    expect(before.partners_total).toBe(3)
    expect(before.weekly).toHaveLength(12)
    expect(before.weekly.at(-1)!.week).toBe(weekStart(new Date()).toISOString().slice(0, 10))
    // The demo contest's results, published by programme staff.
    expect(before.last_publication).toMatchObject({ published_by: 'program@demo.pl' })
    expect(before.last_publication!.rows_count).toBeGreaterThan(0)

    // Neither a new tradesperson nor fachowiec@ registered a code or ordered this month yet: a code and an order make both active.
    await createAcceptedPartner(app, 'dekarz@demo.pl', 'points')
    const partner = app.client()
    await partner.post('/api/login', { email: 'dekarz@demo.pl', password: 'Demo123!' })
    const code = (
      await app.payload.find({ collection: 'codes', where: { registered_by: { exists: false } }, limit: 1, overrideAccess: true })
    ).docs[0]!
    const registered = await partner.post<{ status: string; points: number }>('/api/codes', { code: code.code })
    expect(registered.body.status).toBe('registered')

    const programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    expect(
      (
        await programme.post('/backoffice/api/ledger-adjustments', {
          partner_email: 'fachowiec@demo.pl',
          points: 300,
          reason: 'Nagroda za szkolenie',
        })
      ).status,
    ).toBe(201)
    const fachowiec = app.client()
    await fachowiec.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    const prizes = (await fachowiec.get<{ items: Array<{ id: string; points: number }> }>('/api/prizes?affordable=1&sort=points')).body
      .items
    await fachowiec.post('/api/cart', { prize_id: prizes[0]!.id })
    expect((await fachowiec.post('/api/orders', { delivery: 'correspondence' })).status).toBe(201)

    const after = await read()
    expect(after.weekly.at(-1)!.codes - before.weekly.at(-1)!.codes).toBe(1)
    expect(after.weekly.at(-1)!.orders - before.weekly.at(-1)!.orders).toBe(1)
    expect(after.points_issued_this_month - before.points_issued_this_month).toBe(registered.body.points + 300)
    expect(after.points_spent_this_month - before.points_spent_this_month).toBe(prizes[0]!.points)
    expect(waiting(after, 'Pending') - waiting(before, 'Pending')).toBe(1)
    expect(after.active_this_month - before.active_this_month).toBe(2)
    expect((await app.client().get('/backoffice/api/dashboard')).status).toBe(401)
  })
})
