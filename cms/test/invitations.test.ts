import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InvitationView } from '@portal/shared'
import { createPartnerAccount } from '../src/modules/auth/credentials'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

describe('invitation registration (contest reading)', () => {
  let app: TestApp
  let staff: HttpClient
  let mazowieckie: string

  beforeAll(async () => {
    app = await startTestApp()
    staff = app.client()
    await staff.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    mazowieckie = (await app.payload.find({ collection: 'provinces', where: { name: { equals: 'mazowieckie' } }, overrideAccess: true }))
      .docs[0]!.id
  })
  afterAll(() => app.stop())

  async function invite(email: string) {
    const created = await staff.post('/backoffice/api/invitations', {
      email,
      first_name: 'Ewa',
      last_name: 'Zielińska',
      phone: '601 200 300',
      kth_id: 'KTH-7',
    })
    expect(created.status).toBe(201)
    const mail = await app.mailbox.waitFor(email)
    const link = mail.links.find((l) => l.includes('/register/'))!
    return { key: link.split('/register/')[1]!, mail }
  }

  const form = (invitationKey: string, overrides: Record<string, unknown> = {}) => ({
    invitationKey,
    user: { firstName: 'Ewa', lastName: 'Zielińska', phone: '601200300', password: 'Nowe.haslo1', passwordConfirmation: 'Nowe.haslo1' },
    correspondenceAddress: { street: 'Polna', building: '3', local: '', postCode: '05-500', city: 'Piaseczno' },
    company: {
      name: 'Rynny Zielińska s.c.',
      taxIdentifier: '1132853869',
      regon: '',
      address: {
        street: 'Leśna',
        building: '1',
        local: '',
        postCode: '05-500',
        city: 'Piaseczno',
        county: 'piaseczyński',
        province: mazowieckie,
      },
    },
    statement: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: true },
    ...overrides,
  })

  it('sends the invitee a Polish e-mail with the registration link and the programme contacts', async () => {
    const { mail } = await invite('ewa@example.pl')
    expect(mail.subject).toBe('Zaproszenie do programu partnerskiego · Program Partnerski')
    expect(mail.text).toContain('Dzień dobry Ewa,')
    expect(mail.text).toContain('+48 800 100 200')
    expect(mail.text).toContain('dth@program-partnerski.pl')
    expect(mail.html).toContain('Załóż konto')
  })

  it('shows the prefilled invitation, and a clear message for an unknown key', async () => {
    const { key } = await invite('jan.nowy@example.pl')
    const found = await app.client().get<{ success: boolean; invitation: InvitationView }>(`/api/invitations/${key}`)
    expect(found.status).toBe(200)
    expect(found.body.invitation).toEqual({
      key,
      first_name: 'Ewa',
      last_name: 'Zielińska',
      phone: '601200300',
      email: 'jan.nowy@example.pl',
      kth_id: 'KTH-7',
      company: null,
    })
    const unknown = await app.client().get('/api/invitations/nie-ma-takiego')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ success: false, message: expect.stringContaining('Nie znaleźliśmy takiego zaproszenia') })
  })

  it('validates every field with the 422 map and creates nothing', async () => {
    const { key } = await invite('walidacja@example.pl')
    const response = await app.client().post(
      '/api/invitations/complete-invitation',
      form(key, {
        user: { firstName: '', lastName: 'X', phone: '12345', password: 'slabe', passwordConfirmation: 'inne' },
        correspondenceAddress: { street: '', building: '1', postCode: '00000', city: 'Warszawa' },
        company: {
          name: 'Firma',
          taxIdentifier: '1234567890',
          regon: '123',
          address: { street: 'A', building: '1', postCode: '00-001', city: 'W', county: 'W', province: mazowieckie },
        },
        statement: { accept_regulations: false, accept_privacy_policy: true },
      }),
    )
    expect(response.status).toBe(422)
    const errors = response.body.errors as Record<string, string[]>
    expect(errors['user.firstName']).toEqual(['To pole jest wymagane.'])
    expect(errors['user.phone']).toEqual(['Numer telefonu musi mieć 9 cyfr.'])
    expect(errors['user.password']).toContain('Hasło musi mieć co najmniej 8 znaków.')
    expect(errors['correspondenceAddress.street']).toEqual(['To pole jest wymagane.'])
    expect(errors['correspondenceAddress.postCode']).toEqual(['Kod pocztowy musi mieć format NN-NNN.'])
    expect(errors['company.taxIdentifier']).toEqual(['Nieprawidłowy NIP (błędna suma kontrolna).'])
    expect(errors['company.regon']).toEqual(['Nieprawidłowy REGON (9 lub 14 cyfr z poprawną sumą kontrolną).'])
    expect(errors['statement.accept_regulations']).toEqual(['Akceptacja regulaminu jest wymagana.'])
    expect(errors['correspondenceAddress.local']).toBeUndefined()
    const mismatch = await app
      .client()
      .post('/api/invitations/complete-invitation', form(key, { user: { ...form(key).user, passwordConfirmation: 'Inne.haslo1' } }))
    expect(mismatch.body.errors).toEqual({ 'user.passwordConfirmation': ['Hasła nie są takie same.'] })
    expect(
      (await app.payload.count({ collection: 'partners', where: { email: { equals: 'walidacja@example.pl' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('creates the partner, the company, the statement and uses the invitation; the partner can log in and has accepted', async () => {
    const { key } = await invite('rejestracja@example.pl')
    const response = await app.client().post('/api/invitations/complete-invitation', form(key))
    expect(response.status).toBe(201)
    expect(response.body.success).toBe(true)

    const partner = (
      await app.payload.find({
        collection: 'partners',
        where: { email: { equals: 'rejestracja@example.pl' } },
        depth: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(partner).toMatchObject({
      first_name: 'Ewa',
      last_name: 'Zielińska',
      phone: '601200300',
      programme: 'contest',
      correspondence_address: { street: 'Polna', post_code: '05-500' },
    })
    expect(partner.company).toMatchObject({
      name: 'Rynny Zielińska s.c.',
      tax_identifier: '1132853869',
      address: { county: 'piaseczyński' },
    })
    const invitation = (
      await app.payload.find({ collection: 'invitations', where: { key: { equals: key } }, overrideAccess: true, depth: 0 })
    ).docs[0]!
    expect(invitation.used_at).toBeTruthy()
    expect(invitation.partner).toBe(partner.id)

    const client = app.client()
    expect((await client.post('/api/login', { email: 'rejestracja@example.pl', password: 'Nowe.haslo1' })).status).toBe(200)
    const pageData = await client.get<{ user: { accept_regulations_at: string | null } }>('/api/page-data')
    expect(pageData.body.user.accept_regulations_at).not.toBeNull()
    const statement = await client.get<{ item: { accept_marketing_data_process: boolean } }>('/api/user_statements')
    expect(statement.body.item.accept_marketing_data_process).toBe(true)

    const again = await app.client().get(`/api/invitations/${key}`)
    expect(again.status).toBe(410)
    expect(again.body.message).toContain('zostało już wykorzystane')
    const reuse = await app.client().post('/api/invitations/complete-invitation', form(key))
    expect(reuse.status).toBe(410)
  })

  it('never attaches an invitee to another company by its NIP, and joins the company the invitation names', async () => {
    const { key } = await invite('obcy@example.pl')
    const before = await app.payload.count({ collection: 'companies', overrideAccess: true })
    const stranger = await app
      .client()
      .post(
        '/api/invitations/complete-invitation',
        form(key, { company: { ...form(key).company, name: 'Inna nazwa', taxIdentifier: '526-025-02-74' } }),
      )
    expect([stranger.status, stranger.body.errors]).toEqual([
      422,
      { 'company.taxIdentifier': ['Firma o tym numerze NIP jest już w programie. Poproś jej opiekuna o zaproszenie do tej firmy.'] },
    ])
    expect(
      (await app.payload.count({ collection: 'partners', where: { email: { equals: 'obcy@example.pl' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)

    const company = (
      await app.payload.find({ collection: 'companies', where: { tax_identifier: { equals: '5260250274' } }, overrideAccess: true })
    ).docs[0]!
    const invited = await staff.post('/backoffice/api/invitations', {
      email: 'drugi.pracownik@example.pl',
      first_name: 'Ewa',
      last_name: 'Zielińska',
      phone: '601 200 300',
      company: company.id,
    })
    expect(invited.status).toBe(201)
    const link = (await app.mailbox.waitFor('drugi.pracownik@example.pl')).links.find((l) => l.includes('/register/'))!
    const invitedKey = link.split('/register/')[1]!
    // Whatever NIP the form carries, the invitation decides the company.
    const response = await app
      .client()
      .post(
        '/api/invitations/complete-invitation',
        form(invitedKey, { company: { ...form(invitedKey).company, name: 'Inna nazwa', taxIdentifier: '1132853869' } }),
      )
    expect(response.status).toBe(201)
    expect((await app.payload.count({ collection: 'companies', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    const partner = (
      await app.payload.find({
        collection: 'partners',
        where: { email: { equals: 'drugi.pracownik@example.pl' } },
        depth: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(partner.company).toMatchObject({ name: 'Dachy Kowalski Sp. z o.o.', tax_identifier: '5260250274' })
  })

  it('leaves nothing behind when a step fails half-way (all or nothing)', async () => {
    const { key } = await invite('polowa@example.pl')
    // A partner with this e-mail appears between the invitation and its completion: the partner step fails.
    await createPartnerAccount(
      app.payload,
      { email: 'polowa@example.pl', first_name: 'A', last_name: 'B', programme: 'contest' },
      'Inne.haslo1',
    )
    const companiesBefore = await app.payload.count({ collection: 'companies', overrideAccess: true })
    const response = await app
      .client()
      .post('/api/invitations/complete-invitation', form(key, { company: { ...form(key).company, taxIdentifier: '7791011327' } }))
    expect(response.status).toBe(409)
    expect((await app.payload.count({ collection: 'companies', overrideAccess: true })).totalDocs).toBe(companiesBefore.totalDocs)
    const invitation = (await app.payload.find({ collection: 'invitations', where: { key: { equals: key } }, overrideAccess: true }))
      .docs[0]!
    expect(invitation.used_at ?? null).toBeNull()
  })

  it('lets only one of two racing completions of the same invitation through', async () => {
    const { key } = await invite('wyscig@example.pl')
    const results = await Promise.all([
      app
        .client()
        .post('/api/invitations/complete-invitation', form(key, { company: { ...form(key).company, taxIdentifier: '5213017228' } })),
      app
        .client()
        .post('/api/invitations/complete-invitation', form(key, { company: { ...form(key).company, taxIdentifier: '5213017228' } })),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, expect.any(Number)])
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    expect(
      (await app.payload.count({ collection: 'partners', where: { email: { equals: 'wyscig@example.pl' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
    expect(
      (await app.payload.count({ collection: 'companies', where: { tax_identifier: { equals: '5213017228' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })

  it('refuses expired and revoked invitations with their own messages', async () => {
    const { key: expired } = await invite('wygasle@example.pl')
    await app.payload.update({
      collection: 'invitations',
      where: { key: { equals: expired } },
      data: { expires_at: '2020-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    const expiredResponse = await app.client().get(`/api/invitations/${expired}`)
    expect(expiredResponse.status).toBe(410)
    expect(expiredResponse.body.message).toContain('wygasło')
    const { key: revoked } = await invite('uniewaznione@example.pl')
    await app.payload.update({
      collection: 'invitations',
      where: { key: { equals: revoked } },
      data: { revoked_at: new Date().toISOString() },
      overrideAccess: true,
    })
    const revokedResponse = await app.client().post('/api/invitations/complete-invitation', form(revoked))
    expect(revokedResponse.status).toBe(410)
    expect(revokedResponse.body.message).toContain('unieważnione')
  })

  it('lets only programme staff and admins invite, never the auditor or a partner', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.post('/backoffice/api/invitations', { email: 'x@example.pl', first_name: 'X', last_name: 'Y' })).status).toBe(403)
    const invalid = await staff.post('/backoffice/api/invitations', { email: 'zly-adres', first_name: '', last_name: 'Y' })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toMatchObject({ email: ['Nieprawidłowy adres e-mail.'], first_name: ['To pole jest wymagane.'] })
  })
})
