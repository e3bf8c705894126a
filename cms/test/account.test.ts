import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccountView, SESSION_COOKIE } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

describe('account: data, provinces, location, credentials and data export', () => {
  let app: TestApp
  let partner: HttpClient
  let provinceId: string

  const valid = () => ({
    user: { first_name: 'Janusz', last_name: 'Kowalski', phone: '+48 601 222 333' },
    residenceAddress: { street: 'Długa', building: '5', local: '', post_code: '00-238', city: 'Warszawa' },
    company: { name: 'Dachy Kowalski Sp. z o.o.', tax_identifier: '5260250274', regon: '012345675' },
    companyAddress: {
      street: 'Marszałkowska',
      building: '12',
      local: '3',
      post_code: '00-001',
      city: 'Warszawa',
      county: 'Warszawa',
      province: provinceId,
    },
  })

  beforeAll(async () => {
    app = await startTestApp()
    partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    const provinces = await partner.get<{ items: Array<{ id: string; name: string }> }>('/api/provinces')
    provinceId = provinces.body.items.find((p) => p.name === 'mazowieckie')!.id
  })
  afterAll(() => app.stop())

  it('lists the 16 voivodeships in alphabetical order', async () => {
    const { body } = await app.client().get<{ items: Array<{ name: string }> }>('/api/provinces')
    expect(body.items).toHaveLength(16)
    expect(body.items[0]!.name).toBe('dolnośląskie')
    expect(body.items.map((p) => p.name)).toContain('świętokrzyskie')
  })

  it('reads the partner, company and addresses with read-only SAP and group', async () => {
    const { status, body } = await partner.get<AccountView>('/api/account')
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ email: 'partner@demo.pl', first_name: 'Jan', full_name: 'Jan Kowalski', phone: '600100200' })
    expect(body.company).toMatchObject({
      name: 'Dachy Kowalski Sp. z o.o.',
      tax_identifier: '5260250274',
      sap: '100200',
      potential_group: 'GOLD',
    })
    expect(body.company_address).toMatchObject({
      street: 'Marszałkowska',
      province_name: 'mazowieckie',
      full_address: 'Marszałkowska 10/5, 00-001 Warszawa',
    })
    expect((await app.client().get('/api/account')).status).toBe(401)
  })

  it('validates every field server-side and changes nothing on error', async () => {
    const bad = valid()
    bad.user.phone = '12 34'
    bad.residenceAddress.post_code = '00238'
    bad.residenceAddress.street = ''
    bad.company.tax_identifier = '5260250275'
    bad.company.regon = '012345678'
    bad.companyAddress.city = ''
    const response = await partner.post('/api/account', bad)
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      'user.phone': ['Numer telefonu musi mieć 9 cyfr.'],
      'residenceAddress.street': ['To pole jest wymagane.'],
      'residenceAddress.post_code': ['Kod pocztowy musi mieć format NN-NNN.'],
      'company.tax_identifier': ['Nieprawidłowy NIP (błędna suma kontrolna).'],
      'company.regon': ['Nieprawidłowy REGON (9 lub 14 cyfr z poprawną sumą kontrolną).'],
      'companyAddress.city': ['To pole jest wymagane.'],
    })
    expect((await partner.get<AccountView>('/api/account')).body.user.first_name).toBe('Jan')
  })

  it('saves the data; e-mail, SAP and group sent by the browser are ignored', async () => {
    const body = {
      ...valid(),
      user: { ...valid().user, email: 'haker@demo.pl' },
      company: { ...valid().company, sap: '999', potential_group: 'VIP' },
    }
    const response = await partner.post('/api/account', body)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true, message: 'Dane zostały zapisane.' })
    const account = (await partner.get<AccountView>('/api/account')).body
    expect(account.user).toMatchObject({ first_name: 'Janusz', phone: '601222333', email: 'partner@demo.pl' })
    expect(account.residence_address.full_address).toBe('Długa 5, 00-238 Warszawa')
    expect(account.company).toMatchObject({ name: 'Dachy Kowalski Sp. z o.o.', sap: '100200', potential_group: 'GOLD', regon: '012345675' })
    expect(account.company_address).toMatchObject({ building: '12', local: '3', lat: null })
  })

  it('leaves the name and NIP of a company staff have matched (SAP number) to staff', async () => {
    const renamed = await partner.post('/api/account', {
      ...valid(),
      company: { ...valid().company, name: 'Moja Firma', tax_identifier: '1132853869' },
    })
    const locked = 'Nazwę i NIP firmy zmienia opiekun programu. Napisz do nas, jeśli się zmieniły.'
    expect([renamed.status, renamed.body.errors]).toEqual([422, { 'company.name': [locked], 'company.tax_identifier': [locked] }])
    expect((await partner.get<AccountView>('/api/account')).body.company).toMatchObject({
      name: 'Dachy Kowalski Sp. z o.o.',
      tax_identifier: '5260250274',
    })
  })

  it('stores the geocoded point of the company and refuses coordinates out of range', async () => {
    expect((await partner.post('/api/users/location-store', { lat: 52.2297, lng: 21.0122 })).body).toEqual({ success: true })
    expect((await partner.get<AccountView>('/api/account')).body.company_address).toMatchObject({ lat: 52.2297, lng: 21.0122 })
    const invalid = await partner.post('/api/users/location-store', { lat: 123, lng: 'x' })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors as object).sort()).toEqual(['lat', 'lng'])
  })

  it('a tradesperson without a company saves personal data and residence only', async () => {
    const tradesperson = app.client()
    await tradesperson.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    const { company: _c, companyAddress: _a, ...personal } = valid()
    expect((await tradesperson.post('/api/account', personal)).status).toBe(200)
    expect((await tradesperson.get<AccountView>('/api/account')).body.company).toBeNull()
    expect((await tradesperson.post('/api/users/location-store', { lat: 50, lng: 20 })).status).toBe(404)
  })

  it('shows a tradesperson their tax declaration with the PESEL masked, the birth date and the language; nothing of it in the contest', async () => {
    await app.payload.update({
      collection: 'partners',
      where: { email: { equals: 'fachowiec@demo.pl' } },
      data: {
        tax: { declaration: 'A', pesel: '85030512345', tax_office: '1206' },
        birth_date: '1985-03-05T00:00:00.000Z',
        preferred_language: 'en',
      },
      overrideAccess: true,
    })
    const tradesperson = app.client()
    await tradesperson.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    const { body } = await tradesperson.get<AccountView>('/api/account')
    expect(body.points_programme).toEqual({
      tax_declaration: 'A',
      pesel: '•••••••2345',
      tax_office: '1206',
      company_name: null,
      company_tax_identifier: null,
      birth_date: '1985-03-05',
      preferred_language: 'en',
    })
    expect(JSON.stringify(body)).not.toContain('85030512345')
    expect((await partner.get<AccountView>('/api/account')).body.points_programme).toBeNull()
  })

  it('changes login name and password, ends other sessions and keeps this one', async () => {
    const self = app.client()
    await self.post('/api/login', { email: 'nowy@demo.pl', password: 'Demo123!' })
    // The account's calls come after the documents in force are accepted.
    const statement = { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false }
    expect((await self.post('/api/accept-regulations', { statement })).status).toBe(200)
    const other = app.client()
    await other.post('/api/login', { email: 'nowy@demo.pl', password: 'Demo123!' })

    const weak = await self.post('/api/user-credentials', {
      user: { name: 'a', current_password: '', password: 'abc', password_confirmation: 'abd' },
    })
    expect(weak.status).toBe(422)
    expect(Object.keys(weak.body.errors as object).sort()).toEqual([
      'user.current_password',
      'user.name',
      'user.password',
      'user.password_confirmation',
    ])
    const taken = await self.post('/api/user-credentials', {
      user: { name: 'jkowalski', current_password: 'Demo123!', password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo1' },
    })
    expect(taken.body.errors).toEqual({ 'user.name': ['Ten login jest już zajęty.'] })
    // Someone at an unlocked phone, not knowing the password, changes nothing.
    const guessed = await self.post('/api/user-credentials', {
      user: { name: 'anna.nowak', current_password: 'Zgadywane1!', password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo1' },
    })
    expect([guessed.status, guessed.body.errors]).toEqual([422, { 'user.current_password': ['Obecne hasło jest nieprawidłowe.'] }])
    expect((await other.get('/api/page-data')).body).toMatchObject({ isLoggedin: true })

    const changed = await self.post('/api/user-credentials', {
      user: { name: 'anna.nowak', current_password: 'Demo123!', password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo1' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ success: true, message: 'Zmiany zapisane' })
    expect(changed.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true)
    expect((await self.get('/api/page-data')).body).toMatchObject({ isLoggedin: true, user: { name: 'anna.nowak' } })
    expect((await other.get('/api/page-data')).body).toMatchObject({ isLoggedin: false })
    expect((await app.client().post('/api/login', { email: 'nowy@demo.pl', password: 'Nowe.haslo1' })).status).toBe(200)
  })

  it('downloads everything stored about the partner as JSON, without secrets', async () => {
    const response = await partner.get<Record<string, unknown>>('/api/account/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="moje-dane-\d{4}-\d{2}-\d{2}\.json"/)
    const data = response.body as { partner: Record<string, unknown>; statements: Array<{ regulations_version: string }> }
    expect(data.partner).toMatchObject({ email: 'partner@demo.pl', first_name: 'Janusz' })
    expect(data.partner).not.toHaveProperty('hash')
    expect(data.partner).not.toHaveProperty('salt')
    expect(data.partner).not.toHaveProperty('sessions')
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash|scrypt/)
    expect(data.statements[0]!.regulations_version).toBe('20250515')
  })
})
