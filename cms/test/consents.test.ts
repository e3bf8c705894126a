import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDocumentPdf } from '@portal/seed'
import type { PageData, StatementRecord } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'

async function staffMember(app: TestApp, email: string) {
  const found = await app.payload.find({ collection: 'staff', where: { email: { equals: email } }, overrideAccess: true })
  return { ...found.docs[0]!, collection: 'staff' as const }
}

describe('page data, regulations acceptance and the consent register', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  it('gives guests the contacts, the current documents and the programme switches, but no user', async () => {
    const { status, body } = await app.client().get<PageData>('/api/page-data')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      isLoggedin: false,
      user: null,
      dth: { email: 'dth@program-partnerski.pl' },
      sbh: { email: 'sbh@program-partnerski.pl' },
      documents: {
        regulations: { version: '20250515', url: '/regulamin?date=20250515' },
        privacy_policy: { version: '1.0', url: '/polityka-prywatnosci?v=1.0' },
      },
      programmes: { contest: true, points: true },
    })
  })

  it('shows the helpline hours of the partner’s own programme', async () => {
    const contest = app.client()
    await contest.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    const points = app.client()
    await points.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect((await contest.get<PageData>('/api/page-data')).body.helpline.hours).toBe('pon.–pt. 10:00–16:00')
    expect((await points.get<PageData>('/api/page-data')).body.helpline.hours).toBe('pon.–pt. 14:00–20:00')
  })

  it('answers a malformed acceptance in Polish, field by field, never with the validator’s English', async () => {
    const client = app.client()
    await client.post('/api/login', { email: 'nowy@demo.pl', password: 'Demo123!' })
    const empty = await client.post('/api/accept-regulations', {})
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ statement: ['To pole jest wymagane.'] })
    const wrongTypes = await client.post('/api/accept-regulations', { statement: 'tak' })
    expect(wrongTypes.status).toBe(422)
    expect(wrongTypes.body.errors).toEqual({ statement: ['Nieprawidłowa wartość: oczekiwano: zestaw pól.'] })
  })

  it('requires both documents (422 per checkbox), then records the acceptance with versions, IP and user agent', async () => {
    const client = app.client()
    await client.post('/api/login', { email: 'nowy@demo.pl', password: 'Demo123!' })
    expect((await client.get<PageData>('/api/page-data')).body.user?.accept_regulations_at).toBeNull()
    expect((await client.get('/api/user_statements')).body).toEqual({ success: true, item: null })
    // Before accepting: the programme's own calls are refused; the partner's data export stays open (RODO art. 20).
    const ACCEPT_FIRST = 'Zaakceptuj aktualny regulamin i politykę prywatności, aby kontynuować.'
    for (const [method, path] of [
      ['GET', '/api/account'],
      ['POST', '/api/account'],
      ['POST', '/api/user-credentials'],
      ['POST', '/api/users/location-store'],
      ['GET', '/api/products?page=1&per_page=6'],
      ['GET', '/api/products/premium.csv'],
      ['GET', '/api/products/premium.pdf'],
    ] as const) {
      const refused = await client.request(method, path, method === 'POST' ? {} : undefined)
      expect([method, path, refused.status, refused.body.message]).toEqual([method, path, 403, ACCEPT_FIRST])
    }
    expect((await client.get('/api/account/export')).status).toBe(200)

    const missing = await client.post('/api/accept-regulations', {
      statement: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: true },
    })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({
      'statement.accept_regulations': ['Akceptacja regulaminu jest wymagana.'],
      'statement.accept_privacy_policy': ['Akceptacja polityki prywatności jest wymagana.'],
    })
    const onlyRegulations = await client.post('/api/accept-regulations', { statement: { accept_regulations: true } })
    expect(Object.keys(onlyRegulations.body.errors as object)).toEqual(['statement.accept_privacy_policy'])
    expect(
      (await app.payload.count({ collection: 'statements', where: { 'partner.email': { equals: 'nowy@demo.pl' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)

    const accepted = await client.request<{ success: boolean; item: StatementRecord }>(
      'POST',
      '/api/accept-regulations',
      { statement: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false } },
      { headers: { 'User-Agent': 'integration-test-agent' } },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body.item).toMatchObject({
      accept_regulations: true,
      accept_privacy_policy: true,
      accept_marketing_data_process: false,
      regulations_version: '20250515',
      privacy_policy_version: '1.0',
    })

    const stored = await app.payload.find({
      collection: 'statements',
      where: { id: { equals: accepted.body.item.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.docs[0]).toMatchObject({ user_agent: 'integration-test-agent' })
    expect(stored.docs[0]!.ip).toMatch(/127\.0\.0\.1|::1/)
    const pageData = (await client.get<PageData>('/api/page-data')).body
    expect(pageData.user?.accept_regulations_at).toBe(accepted.body.item.accepted_at)
  })

  it('changes the marketing consent as a new statement that keeps the accepted documents', async () => {
    const client = app.client()
    await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    const before = await app.payload.count({
      collection: 'statements',
      where: { 'partner.email': { equals: 'partner@demo.pl' } },
      overrideAccess: true,
    })
    const invalid = await client.post('/api/user_statements', { statement: {} })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors as object)).toEqual(['statement.accept_marketing_data_process'])

    const given = await client.post<{ success: boolean; item: StatementRecord }>('/api/user_statements', {
      statement: { accept_marketing_data_process: true },
    })
    expect(given.body.item).toMatchObject({
      accept_marketing_data_process: true,
      accept_regulations: true,
      regulations_version: '20250515',
    })
    const current = await client.get<{ success: boolean; item: StatementRecord }>('/api/user_statements')
    expect(current.body.item.accept_marketing_data_process).toBe(true)
    const after = await app.payload.count({
      collection: 'statements',
      where: { 'partner.email': { equals: 'partner@demo.pl' } },
      overrideAccess: true,
    })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
    expect((await client.get<PageData>('/api/page-data')).body.user?.accept_regulations_at).not.toBeNull()
  })

  it('keeps statements append-only: not even an admin can edit or delete one', async () => {
    const admin = await staffMember(app, 'admin@demo.pl')
    const statement = (await app.payload.find({ collection: 'statements', limit: 1, overrideAccess: true })).docs[0]!
    await expect(
      app.payload.update({
        collection: 'statements',
        id: statement.id,
        data: { accept_regulations: false },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(app.payload.delete({ collection: 'statements', id: statement.id, user: admin, overrideAccess: false })).rejects.toThrow()
    const unchanged = await app.payload.findByID({ collection: 'statements', id: statement.id, overrideAccess: true })
    expect(unchanged.accept_regulations).toBe(statement.accept_regulations)
  })

  it('asks every partner to accept again once marketing publishes a newer regulations version', async () => {
    const client = app.client()
    await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect((await client.get<PageData>('/api/page-data')).body.user?.accept_regulations_at).not.toBeNull()

    const marketing = await staffMember(app, 'marketing@demo.pl')
    const data = await demoDocumentPdf('Regulamin programu partnerskiego', '20260101')
    await app.payload.create({
      collection: 'documents',
      data: {
        title: 'Regulamin programu partnerskiego',
        kind: 'regulations',
        version: '20260101',
        effective_date: '2026-01-01T00:00:00.000Z',
        published: false,
      },
      file: { data, mimetype: 'application/pdf', name: 'regulamin-20260101.pdf', size: data.length },
      user: marketing,
      overrideAccess: false,
    })
    expect((await client.get<PageData>('/api/page-data')).body.user?.accept_regulations_at).not.toBeNull()

    const draft = (await app.payload.find({ collection: 'documents', where: { version: { equals: '20260101' } }, overrideAccess: true }))
      .docs[0]!
    await app.payload.update({ collection: 'documents', id: draft.id, data: { published: true }, user: marketing, overrideAccess: false })
    const pageData = (await client.get<PageData>('/api/page-data')).body
    expect(pageData.documents.regulations?.version).toBe('20260101')
    expect(pageData.user?.accept_regulations_at).toBeNull()

    const accepted = await client.post('/api/accept-regulations', { statement: { accept_regulations: true, accept_privacy_policy: true } })
    expect(accepted.status).toBe(200)
    expect((await client.get<PageData>('/api/page-data')).body.user?.accept_regulations_at).not.toBeNull()
  })

  it('serves each document version as a PDF and answers 404 for an unknown version', async () => {
    const client = app.client()
    const regulations = await fetch(`${app.url}/regulamin?date=20250515`)
    expect(regulations.status).toBe(200)
    expect(regulations.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await regulations.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const policy = await fetch(`${app.url}/polityka-prywatnosci?v=1.0`)
    expect(policy.headers.get('content-disposition')).toContain('privacy_policy-1.0.pdf')
    expect((await client.get('/regulamin?date=19990101')).status).toBe(404)
  })
})
