import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { PointsBalance } from '@portal/shared'
import { expireDuePoints, noticeExpiringPoints } from '../src/modules/ledger/expiry'
import { appendEntry } from '../src/modules/ledger/ledger'
import { sqlFor } from '../src/modules/sql'
import { inTransaction } from '../src/modules/transaction'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'
import { createAcceptedPartner } from './support/partners'

describe('points expiry: the oldest unspent points leave the ledger once, after the end of the set month of the next year', () => {
  let app: TestApp
  let partner: HttpClient
  let partnerId: string
  const year = new Date().getUTCFullYear()

  /** A ledger entry dated `createdAt`, as if it had been written then. */
  async function entryOn(createdAt: string, amountTenths: number, source: 'code' | 'order') {
    const entry = await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId, amountTenths, label: `Test ${createdAt}`, source }),
    )
    await (await sqlFor(app.payload)).execute(sql`UPDATE ledger_entries SET created_at = ${createdAt} WHERE id = ${entry.id}`)
  }

  beforeAll(async () => {
    app = await startTestApp()
    partnerId = (await createAcceptedPartner(app, 'wygasanie@demo.pl', 'points')).id
    // 100 PKT two years ago (their term ended on 31 March last year), 30 of them spent, 50 PKT this January.
    await entryOn(`${year - 2}-06-01T10:00:00Z`, 1000, 'code')
    await entryOn(`${year - 2}-09-01T10:00:00Z`, -300, 'order')
    await entryOn(`${year}-01-02T10:00:00Z`, 500, 'code')
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { points_expiry_month: '3' }, overrideAccess: true })
    partner = app.client()
    expect((await partner.post('/api/login', { email: 'wygasanie@demo.pl', password: 'Demo123!' })).status).toBe(200)
  })
  afterAll(() => app.stop())

  it('writes what is left of the expired points once, however many runs meet', async () => {
    const runs = await Promise.all([expireDuePoints(app.payload), expireDuePoints(app.payload), expireDuePoints(app.payload)])
    expect(runs.reduce((sum, written) => sum + written, 0)).toBe(1)
    expect(await expireDuePoints(app.payload)).toBe(0)
    const expiries = await app.payload.find({
      collection: 'ledger-entries',
      where: { and: [{ partner: { equals: partnerId } }, { source: { equals: 'expiry' } }] },
      overrideAccess: true,
    })
    expect(expiries.docs.map((entry) => [entry.amount_tenths, entry.label])).toEqual([
      [-700, `Wygasło 70 PKT z terminem 31.03.${year - 1}`],
    ])
  })

  it('shows the partner what expired and which points expire next, and when', async () => {
    const balance = (await partner.get<PointsBalance>('/api/points')).body
    expect(balance).toEqual({
      received: 150,
      sent: 30,
      expired: 70,
      available: 50,
      pending: 0,
      expiring: { points: 50, date: `${year + 1}-03-31` },
    })
    const history = (await partner.get<{ items: Array<{ label: string; points: number; source: string }> }>('/api/transactions')).body
    expect(history.items[0]).toMatchObject({ points: -70, source: 'expiry' })
  })

  it('counts expired points apart in the reconciliation, which still agrees, and the ledger export names them', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    const report = (
      await auditor.get<{ agrees: boolean; lines: Array<{ label: string; value: string }> }>('/backoffice/api/reconciliation')
    ).body
    expect(report.lines).toContainEqual({ label: 'Wygasłe (niewykorzystane w terminie)', value: '70 PKT' })
    expect(report.agrees).toBe(true)
    const csv = await fetch(`${app.url}/backoffice/api/exports/ledger.csv`, {
      headers: { Cookie: [...auditor.cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
    })
    expect(await csv.text()).toContain(`;Wygaśnięcie;Wygasło 70 PKT z terminem 31.03.${year - 1};${year - 1}-03-31;-70`)
  })

  it('stops showing an expiry date when an admin sets points never to expire', async () => {
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { points_expiry_month: null }, overrideAccess: true })
    await expect.poll(async () => (await partner.get<PointsBalance>('/api/points')).body.expiring).toBeNull()
    expect(await expireDuePoints(app.payload)).toBe(0)
  })

  it('e-mails a partner once before the points expire, whichever runs meet', async () => {
    // With this month set, points earned last year expire at the end of this month: within 30 days.
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', month: 'numeric' }).format(new Date())
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { points_expiry_month: month as '1' }, overrideAccess: true })
    const soon = await createAcceptedPartner(app, 'wkrotce@demo.pl', 'points')
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: soon.id, amountTenths: 250, label: 'Kod', source: 'code' }),
    )
    await (
      await sqlFor(app.payload)
    ).execute(sql`UPDATE ledger_entries SET created_at = ${`${year - 1}-01-15T10:00:00Z`} WHERE partner_id = ${soon.id}`)
    const lastDay = new Date(Date.UTC(year, Number(month), 0)).toISOString().slice(0, 10).split('-').reverse().join('.')

    const runs = await Promise.all([noticeExpiringPoints(app.payload, app.url), noticeExpiringPoints(app.payload, app.url)])
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1)
    const mail = await app.mailbox.waitFor('wkrotce@demo.pl', (m) => m.subject.startsWith('Twoje punkty wkrótce wygasną'))
    expect(mail.text).toContain(`25 PKT wygaśnie ${lastDay}.`)
    expect(mail.links).toContain(`${app.url}/katalog`)
    expect(await noticeExpiringPoints(app.payload, app.url)).toBe(0)
    expect(app.mailbox.mailsTo('wkrotce@demo.pl')).toHaveLength(1)

    // The back office's dashboard counts what expires within 90 days: these 25 points (the rest expire next year).
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.get<{ points_expiring_90_days: number }>('/backoffice/api/dashboard')).body.points_expiring_90_days).toBe(25)
  })
})
