import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type PartnerRow = { email: string; programme: string; company: string | null }

describe('back office API: staff login and the partners list (ra-data-simple-rest)', () => {
  let app: TestApp
  const staff: Record<string, HttpClient> = {}

  beforeAll(async () => {
    app = await startTestApp()
    for (const email of ['admin@demo.pl', 'program@demo.pl', 'audytor@demo.pl', 'marketing@demo.pl']) {
      staff[email] = app.client()
      const login = await staff[email]!.post('/backoffice/api/login', { email, password: 'Admin123!' })
      expect(login.status).toBe(200)
    }
  })
  afterAll(() => app.stop())

  const list = (client: HttpClient, query: Record<string, unknown>) =>
    client.get<PartnerRow[]>(
      `/backoffice/api/partners?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))}`,
    )

  it('sorts, pages and counts with Content-Range', async () => {
    const first = await list(staff['program@demo.pl']!, { sort: ['email', 'ASC'], range: [0, 1], filter: {} })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-range')).toBe('partners 0-1/3')
    expect(first.body.map((p) => p.email)).toEqual(['fachowiec@demo.pl', 'nowy@demo.pl'])
    const second = await list(staff['program@demo.pl']!, { sort: ['email', 'ASC'], range: [2, 3], filter: {} })
    expect(second.headers.get('content-range')).toBe('partners 2-2/3')
    expect(second.body.map((p) => p.email)).toEqual(['partner@demo.pl'])
    const descending = await list(staff['admin@demo.pl']!, { sort: ['email', 'DESC'], range: [0, 9], filter: {} })
    expect(descending.body.map((p) => p.email)).toEqual(['partner@demo.pl', 'nowy@demo.pl', 'fachowiec@demo.pl'])
    expect(descending.body[0]!.company).toBe('Dachy Kowalski Sp. z o.o.')
  })

  it('filters by free text and by programme', async () => {
    const byText = await list(staff['program@demo.pl']!, { filter: { q: 'Nowak' } })
    expect(byText.body.map((p) => p.email)).toEqual(['nowy@demo.pl'])
    const byProgramme = await list(staff['program@demo.pl']!, { filter: { programme: 'points' } })
    expect(byProgramme.body.map((p) => p.email)).toEqual(['fachowiec@demo.pl'])
    expect(byProgramme.headers.get('content-range')).toBe('partners 0-0/1')
  })

  it('rejects a sort on a field that is not sortable and a malformed range', async () => {
    expect((await list(staff['admin@demo.pl']!, { sort: ['password', 'ASC'] })).status).toBe(400)
    expect((await staff['admin@demo.pl']!.get('/backoffice/api/partners?range=oops')).status).toBe(400)
  })

  it('lets the auditor read, and refuses marketing, a partner cookie and no cookie', async () => {
    expect((await list(staff['audytor@demo.pl']!, {})).status).toBe(200)
    const marketing = await list(staff['marketing@demo.pl']!, {})
    expect(marketing.status).toBe(403)
    expect(marketing.body).toMatchObject({ success: false, message: 'Brak uprawnień do tej części panelu.' })

    const partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect(partner.cookies.has(SESSION_COOKIE)).toBe(true)
    expect((await list(partner, {})).status).toBe(401)
    // Even a partner's token placed in the staff cookie is refused.
    const disguised = app.client()
    disguised.cookies.set('payload-token', partner.cookies.get(SESSION_COOKIE)!)
    expect((await list(disguised, {})).status).toBe(401)
    expect((await list(app.client(), {})).status).toBe(401)
  })

  it('tells the signed-in staff member who they are and logs them out', async () => {
    const client = app.client()
    await client.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await client.get('/backoffice/api/me')).body).toMatchObject({ email: 'audytor@demo.pl', roles: ['auditor'] })
    expect((await client.post('/backoffice/api/logout')).status).toBe(200)
    expect((await client.get('/backoffice/api/me')).status).toBe(401)
  })

  it('refuses a partner logging into the back office', async () => {
    const response = await app.client().post('/backoffice/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect(response.status).toBe(401)
    expect(response.body.message).toBe('Nieprawidłowy adres e-mail lub hasło.')
  })
})
