import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contestCsv, demoContestRows } from '@portal/seed'
import { formatCode, makeCode } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type Entry = {
  staff_email: string
  action: string
  action_label: string
  resource_name: string
  resource_label: string | null
  link: string | null
  after: Record<string, unknown> | null
}

const query = (filter: object) => `?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=["createdAt","DESC"]`

describe('the audit trail: every staff action, in Polish, naming its record', () => {
  let app: TestApp
  let programme: HttpClient
  let auditor: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    expect((await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })).status).toBe(200)
    auditor = app.client()
    expect((await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })).status).toBe(200)
  })
  afterAll(() => app.stop())

  const entries = async (filter: object) => (await auditor.get<Entry[]>(`/backoffice/api/audit-log${query(filter)}`)).body

  it('records staff logins and failed logins (under the e-mail typed), wherever the login came from', async () => {
    expect((await app.client().post('/backoffice/api/login', { email: 'program@demo.pl', password: 'zle-haslo' })).status).toBe(401)
    expect((await app.client().post('/backoffice/api/login', { email: 'nikt@demo.pl', password: 'zle-haslo' })).status).toBe(401)
    const failed = await entries({ action: 'staff.login-failed' })
    expect(failed.map((entry) => [entry.staff_email, entry.action_label, entry.resource_name, entry.resource_label])).toEqual([
      ['nikt@demo.pl', 'Nieudane logowanie do panelu', 'Konto pracownika', 'nikt@demo.pl'],
      ['program@demo.pl', 'Nieudane logowanie do panelu', 'Konto pracownika', 'program@demo.pl'],
    ])
    const logins = await entries({ action: 'staff.login' })
    expect(logins.map((entry) => entry.staff_email).sort()).toEqual(['audytor@demo.pl', 'program@demo.pl'])
    expect(logins[0]!.action_label).toBe('Zalogowano do panelu')
  })

  it('records a ranking publication and its restore, named by the data date and the file; the file sets the companies’ regions', async () => {
    const publish = async (date: string) =>
      programme.upload<{ id: string }>(
        `/backoffice/api/ranking-imports?data_date=${date}&file_name=wyniki-${date}.csv`,
        contestCsv(demoContestRows()),
        'text/csv',
      )
    // A company whose record lost its region gets it back from the file it competes in.
    const kowalski = (
      await app.payload.find({ collection: 'companies', where: { tax_identifier: { equals: '5260250274' } }, overrideAccess: true })
    ).docs[0]!
    await app.payload.update({ collection: 'companies', id: kowalski.id, data: { region: null }, overrideAccess: true })
    const first = await publish('2025-07-01')
    expect(first.status).toBe(201)
    const inFile = demoContestRows().find((row) => row.nip === '5260250274')!.region
    await expect
      .poll(async () => (await app.payload.findByID({ collection: 'companies', id: kowalski.id, overrideAccess: true })).region)
      .toBe(inFile)
    expect((await publish('2025-07-08')).status).toBe(201)
    expect((await programme.post(`/backoffice/api/ranking-publications/${first.body.id}/restore`)).status).toBe(200)
    const log = await entries({ resource: 'ranking-publications' })
    expect(log.slice(0, 3).map((entry) => [entry.action_label, entry.resource_label, entry.link])).toEqual([
      ['Przywrócono publikację rankingu', 'Stan na 2025-07-01 (wyniki-2025-07-01.csv)', `/ranking-publications/${first.body.id}`],
      ['Opublikowano ranking', expect.stringMatching(/^Stan na 2025-07-08/), expect.stringMatching(/^\/ranking-publications\//)],
      ['Opublikowano ranking', 'Stan na 2025-07-01 (wyniki-2025-07-01.csv)', `/ranking-publications/${first.body.id}`],
    ])
  })

  it('records code batches generated and imported, by name', async () => {
    const created = await programme.post<{ id: string }>('/backoffice/api/code-batches', {
      name: 'Gonty jesień',
      points_per_code: 5,
      count: 3,
    })
    expect(created.status).toBe(201)
    const codes = [...new Set(Array.from({ length: 3 }, () => makeCode(Math.random)))].map(formatCode)
    const imported = await programme.upload<{ id: string }>(
      '/backoffice/api/code-batches/import?name=Drukarnia%20zewn%C4%99trzna&points_per_code=2',
      ['Kod', ...codes].join('\r\n'),
      'text/csv',
    )
    expect(imported.status).toBe(201)
    const log = await entries({ resource: 'code-batches' })
    expect(log.map((entry) => [entry.action_label, entry.resource_label, entry.link])).toEqual([
      ['Zaimportowano partię kodów', 'Drukarnia zewnętrzna', `/code-batches/${imported.body.id}`],
      ['Utworzono partię kodów', 'Gonty jesień', `/code-batches/${created.body.id}`],
    ])
    expect(log[1]!.after).toMatchObject({ count: 3, points_per_code: 5 })
  })

  it('keeps contact replies as a thread under the message, two staff replying at once included, each audited', async () => {
    const message = await app.payload.create({
      collection: 'contact-messages',
      data: { subject: 'Brak punktów', body: 'Kod nie przeszedł.', email: 'gosc@example.pl', status: 'new' },
      overrideAccess: true,
    })
    const admin = app.client()
    await admin.post('/backoffice/api/login', { email: 'admin@demo.pl', password: 'Admin123!' })
    const replies = await Promise.all([
      programme.post(`/backoffice/api/contact-messages/${message.id}/reply`, { reply: 'Sprawdzamy kod.' }),
      admin.post(`/backoffice/api/contact-messages/${message.id}/reply`, { reply: 'Punkty dopisane.' }),
    ])
    expect(replies.map((reply) => reply.status)).toEqual([200, 200])
    const thread = (
      await auditor.get<{ replies: Array<{ body: string; staff_email: string; sent_at: string }> }>(
        `/backoffice/api/contact-messages/${message.id}`,
      )
    ).body.replies
    expect(thread.map((reply) => [reply.staff_email, reply.body]).sort()).toEqual([
      ['admin@demo.pl', 'Punkty dopisane.'],
      ['program@demo.pl', 'Sprawdzamy kod.'],
    ])
    const log = await entries({ action: 'contact.reply' })
    expect(log.map((entry) => [entry.action_label, entry.resource_label])).toEqual([
      ['Odpowiedziano na wiadomość', 'Brak punktów (gosc@example.pl)'],
      ['Odpowiedziano na wiadomość', 'Brak punktów (gosc@example.pl)'],
    ])
  })

  it('records every download of programme data: who, which file, for which period or filter', async () => {
    const cookie = [...auditor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const download = await fetch(`${app.url}/backoffice/api/exports/consents.csv?from=2025-01-01&to=2025-12-31`, {
      headers: { Cookie: cookie },
    })
    expect(download.status).toBe(200)
    await download.arrayBuffer()
    const programmeCookie = [...programme.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    await (await fetch(`${app.url}/backoffice/api/orders.csv`, { headers: { Cookie: programmeCookie } })).arrayBuffer()
    const log = await entries({ action: 'export' })
    expect(log.map((entry) => [entry.staff_email, entry.action_label, entry.resource_label])).toEqual([
      ['program@demo.pl', 'Pobrano eksport danych', 'Zamówienia do realizacji (z adresami) · wszystkie zamówienia'],
      ['audytor@demo.pl', 'Pobrano eksport danych', 'Rejestr zgód · okres 2025-01-01 – 2025-12-31'],
    ])
    // The audit log's own export speaks the same words.
    const csv = Buffer.from(
      await (await fetch(`${app.url}/backoffice/api/exports/audit-log.csv`, { headers: { Cookie: cookie } })).arrayBuffer(),
    ).toString('utf8')
    expect(csv).toContain(';audytor@demo.pl;Pobrano eksport danych;Eksport;Rejestr zgód · okres 2025-01-01 – 2025-12-31;')
  })

  it('records coupon changes made in Payload’s admin with the coupon’s code', async () => {
    const staff = (await app.payload.find({ collection: 'staff', where: { email: { equals: 'program@demo.pl' } }, overrideAccess: true }))
      .docs[0]!
    await app.payload.create({
      collection: 'coupons',
      data: { code: 'JESIEN25', name: 'Jesień', points: 25, active: true },
      user: { ...staff, collection: 'staff' },
      overrideAccess: false,
    })
    const log = await entries({ resource: 'coupons' })
    expect(log.map((entry) => [entry.staff_email, entry.action_label, entry.resource_name, entry.resource_label])).toEqual([
      ['program@demo.pl', 'Utworzono', 'Kupon promocyjny', 'JESIEN25'],
    ])
  })
})
