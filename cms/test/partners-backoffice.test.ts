import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app'
import { createAcceptedPartner } from './support/partners'
import type { HttpClient } from './support/http'

type PartnerRow = {
  id: string
  email: string
  company: string | null
  company_id: string | null
  blocked: boolean
  potential_group: string | null
}
type PartnerDetails = PartnerRow & {
  available: number
  received: number
  accepted_current_documents: boolean
  company_sap: string | null
  blocked_reason: string | null
}
type CompanyRow = {
  id: string
  name: string
  sap: string | null
  potential_group: string | null
  region: string | null
  province: string | null
}

const query = (filter: object, extra = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`

describe('back office: partners and companies searched, shown with their ledger, codes, orders and statements, edited and blocked', () => {
  let app: TestApp
  let programme: HttpClient
  let auditor: HttpClient
  let partnerId: string

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    partnerId = (await programme.get<PartnerRow[]>(`/backoffice/api/partners${query({ q: 'partner@demo' })}`)).body[0]!.id
  })
  afterAll(() => app.stop())

  const emails = async (filter: object) =>
    (await programme.get<PartnerRow[]>(`/backoffice/api/partners${query(filter)}`)).body.map((p) => p.email).sort()

  it('filters partners by programme, group, province and whether they accepted the documents in force', async () => {
    expect(await emails({ programme: 'points' })).toEqual(['fachowiec@demo.pl'])
    expect(await emails({ programme: 'contest', potential_group: 'GOLD' })).toEqual(['nowy@demo.pl', 'partner@demo.pl'])
    expect(await emails({ accepted: false })).toEqual(['nowy@demo.pl'])
    expect(await emails({ accepted: true })).toEqual(['fachowiec@demo.pl', 'partner@demo.pl'])
    const provinces = (await programme.get<Array<{ id: string; name: string }>>('/backoffice/api/provinces?range=[0,99]')).body
    expect(provinces).toHaveLength(16)
    const mazowieckie = provinces.find((p) => p.name === 'mazowieckie')!.id
    const slaskie = provinces.find((p) => p.name === 'śląskie')!.id
    // The demo companies sit in mazowieckie; the tradesperson has no company and no province on file.
    expect(await emails({ province: mazowieckie })).toEqual(['nowy@demo.pl', 'partner@demo.pl'])
    expect(await emails({ province: slaskie })).toEqual([])
    expect((await programme.get(`/backoffice/api/partners${query({}, '&sort=["phone","ASC"]')}`)).status).toBe(400)
  })

  it('shows a partner with balances and consent state, and lists the ledger, codes, orders and statements of that partner only', async () => {
    const fachowiec = (await programme.get<PartnerRow[]>(`/backoffice/api/partners${query({ q: 'fachowiec' })}`)).body[0]!
    const codes = (
      await app.payload.find({ collection: 'codes', where: { registered_by: { exists: false } }, limit: 1, overrideAccess: true })
    ).docs
    const tradesperson = app.client()
    await tradesperson.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect((await tradesperson.post<{ status: string }>('/api/codes', { code: codes[0]!.code }, {})).body.status).toBe('registered')

    const shown = await programme.get<PartnerDetails>(`/backoffice/api/partners/${fachowiec.id}`)
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ email: 'fachowiec@demo.pl', accepted_current_documents: true, blocked: false })
    expect(shown.body.available).toBe((await tradesperson.get<{ available: number }>('/api/points')).body.available)

    const ledger = await programme.get<Array<{ partner_id: string; source: string; points: number }>>(
      `/backoffice/api/ledger-entries${query({ partner: fachowiec.id }, '&sort=["createdAt","DESC"]&range=[0,4]')}`,
    )
    expect(ledger.headers.get('content-range')).toMatch(/^ledger-entries 0-\d+\/\d+$/)
    expect(ledger.body[0]).toMatchObject({ partner_id: fachowiec.id, source: 'code' })
    expect(ledger.body.every((e) => e.partner_id === fachowiec.id)).toBe(true)

    const partnerCodes = await programme.get<
      Array<{ registered_by: string; registered_from_ip: string | null; registered_attempt_id: string | null }>
    >(`/backoffice/api/codes${query({ partner: fachowiec.id })}`)
    expect(partnerCodes.body.length).toBeGreaterThan(0)
    expect(partnerCodes.body.every((c) => c.registered_by === 'fachowiec@demo.pl')).toBe(true)
    const statements = await programme.get<Array<{ partner_id: string; accept_regulations: boolean }>>(
      `/backoffice/api/statements${query({ partner: fachowiec.id })}`,
    )
    expect(statements.body.length).toBeGreaterThan(0)
    expect(statements.body.every((s) => s.partner_id === fachowiec.id && s.accept_regulations)).toBe(true)
    expect((await programme.get<unknown[]>(`/backoffice/api/orders${query({ partner: partnerId, status: 'Delivered' })}`)).status).toBe(200)
    expect((await programme.get('/backoffice/api/ledger-entries')).status).toBe(400)
    expect((await programme.get('/backoffice/api/partners/not-an-id')).status).toBe(404)
  })

  it('looks a code up with the attempt that registered it and every other attempt', async () => {
    const code = (
      await app.payload.find({ collection: 'codes', where: { registered_by: { exists: false } }, limit: 1, overrideAccess: true })
    ).docs[0]!
    const fachowiec = app.client()
    await fachowiec.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    await createAcceptedPartner(app, 'dekarz@demo.pl', 'points')
    const partner = app.client()
    await partner.post('/api/login', { email: 'dekarz@demo.pl', password: 'Demo123!' })
    await fachowiec.post('/api/codes', { code: code.code, idempotency_key: 'sync-key-1' })
    await partner.post('/api/codes', { code: code.code })
    const shown = await programme.get<{
      registered_by: string
      registered_idempotency_key: string | null
      registered_from_ip: string | null
      attempts: Array<{ partner: string; outcome: string }>
    }>(`/backoffice/api/codes/${code.id}`)
    expect(shown.body.registered_by).toBe('fachowiec@demo.pl')
    expect(shown.body.registered_idempotency_key).toBe('sync-key-1')
    expect(shown.body.registered_from_ip).toBeTruthy()
    expect(shown.body.attempts.map((a) => [a.partner, a.outcome])).toEqual([
      ['fachowiec@demo.pl', 'registered'],
      ['dekarz@demo.pl', 'already_registered'],
    ])
  })

  it('edits the fields staff own on a company and a partner, refusing bad values with the field map, and logs who changed what', async () => {
    const partner = (await programme.get<PartnerDetails>(`/backoffice/api/partners/${partnerId}`)).body
    const seededSap = partner.company_sap
    const bad = await programme.put<{ errors: Record<string, string[]> }>(`/backoffice/api/companies/${partner.company_id}`, {
      sap: 'SAP 1!',
      region: 'Mars',
      potential_group: 'PLATINUM',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['potential_group', 'region', 'sap'])
    expect(bad.body.errors.region![0]).toMatch(/^Wybierz region: Centrum/)

    const saved = await programme.put<CompanyRow>(`/backoffice/api/companies/${partner.company_id}`, {
      sap: '400123',
      region: 'Centrum',
      potential_group: 'VIP',
    })
    expect(saved.body).toMatchObject({ sap: '400123', region: 'Centrum', potential_group: 'VIP', province: 'mazowieckie' })
    // The region filter finds the edited company among the others the published ranking file put in Centrum.
    const centrum = (await programme.get<CompanyRow[]>(`/backoffice/api/companies${query({ region: 'Centrum' })}`)).body
    expect(centrum.map((c) => c.sap)).toContain('400123')
    expect(new Set(centrum.map((c) => c.region))).toEqual(new Set(['Centrum']))
    expect((await programme.get<CompanyRow[]>(`/backoffice/api/companies${query({ q: '400123' })}`)).body).toHaveLength(1)
    expect(
      (await programme.get<PartnerRow[]>(`/backoffice/api/partners${query({ company: partner.company_id })}`)).body
        .map((p) => p.email)
        .sort(),
    ).toEqual(['nowy@demo.pl', 'partner@demo.pl'])
    expect(
      (await programme.put<PartnerDetails>(`/backoffice/api/partners/${partnerId}`, { potential_group: 'VIP' })).body.potential_group,
    ).toBe('VIP')

    const audit = await auditor.get<
      Array<{
        staff_email: string
        action: string
        resource: string
        before: { sap?: string | null } | null
        after: { sap?: string } | null
      }>
    >(`/backoffice/api/audit-log${query({ resource: 'companies' }, '&sort=["createdAt","DESC"]')}`)
    expect(audit.body[0]).toMatchObject({
      staff_email: 'program@demo.pl',
      action: 'update',
      resource: 'companies',
      before: { sap: seededSap },
      after: { sap: '400123' },
    })
    expect((await auditor.put(`/backoffice/api/companies/${partner.company_id}`, { sap: '1' })).status).toBe(403)
  })

  it('blocks a login at once, open sessions included, and unblocks it; the reason is required', async () => {
    const session = app.client()
    await session.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect((await session.get('/api/account')).status).toBe(200)

    const noReason = await programme.post<{ errors: Record<string, string[]> }>(`/backoffice/api/partners/${partnerId}/block`, {})
    expect([noReason.status, noReason.body.errors.reason]).toEqual([422, ['Podaj powód blokady.']])
    const blocked = await programme.post<PartnerDetails>(`/backoffice/api/partners/${partnerId}/block`, { reason: 'Podejrzenie nadużyć' })
    expect(blocked.body).toMatchObject({ blocked: true, blocked_reason: 'Podejrzenie nadużyć' })
    expect((await session.get('/api/account')).status).toBe(401)
    const refused = await app.client().post<{ message: string }>('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Logowanie do tego konta zostało zablokowane. Skontaktuj się z organizatorem programu.',
    ])
    expect(await emails({ blocked: true })).toEqual(['partner@demo.pl'])

    expect((await auditor.post(`/backoffice/api/partners/${partnerId}/unblock`)).status).toBe(403)
    expect((await programme.post<PartnerDetails>(`/backoffice/api/partners/${partnerId}/unblock`)).body.blocked).toBe(false)
    expect((await app.client().post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })).status).toBe(200)
    const actions = (
      await auditor.get<Array<{ action: string }>>(
        `/backoffice/api/audit-log${query({ resource_id: partnerId }, '&sort=["createdAt","ASC"]')}`,
      )
    ).body.map((e) => e.action)
    expect(actions).toEqual(['update', 'partner.block', 'partner.unblock'])
  })
})
