import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SelfRegistrationRequest } from '@portal/shared'
import { createPartnerAccount } from '../src/modules/auth/credentials'
import { startTestApp, type TestApp } from './support/app'

describe('self-registration of a tradesperson (points scheme)', () => {
  let app: TestApp
  let provinceId: string

  beforeAll(async () => {
    app = await startTestApp()
    provinceId = (await app.payload.find({ collection: 'provinces', where: { name: { equals: 'małopolskie' } }, overrideAccess: true }))
      .docs[0]!.id
  })
  afterAll(() => app.stop())

  const residence = () => ({
    street: 'Szewska',
    building: '4',
    local: '2',
    postCode: '31-009',
    city: 'Kraków',
    commune: 'Kraków',
    county: 'Kraków',
    province: provinceId,
  })
  const form = (overrides: Partial<SelfRegistrationRequest> = {}): SelfRegistrationRequest => ({
    firstName: 'Tomasz',
    lastName: 'Dekarz',
    emailAddress: 'tomasz@example.pl',
    phone: '603 444 555',
    residenceAddress: residence(),
    correspondenceSameAsResidence: true,
    taxDeclaration: 'A',
    // PESEL of 5 March 1985, check digit by the definition.
    taxIdentifier: '85030512345',
    taxOfficeId: '1206',
    birthDate: { day: 5, month: 3, year: 1985 },
    agreements: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
    couponCode: '',
    preferredLanguage: 'pl',
    ...overrides,
  })

  it('answers a province that is not on the list with a 422 on that field, for a new and a registered e-mail alike', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const emailAddress of ['nowy.dekarz@example.pl', 'partner@demo.pl']) {
      const answer = await app
        .client()
        .post('/api/register', form({ emailAddress, residenceAddress: { ...residence(), province: unknown } }))
      expect([emailAddress, answer.status, answer.body.errors]).toEqual([
        emailAddress,
        422,
        { 'residenceAddress.province': ['Wybierz województwo z listy.'] },
      ])
    }
  })

  it('validates the tax declaration fields each option needs, the PESEL date and the addresses', async () => {
    const privatePerson = await app
      .client()
      .post('/api/register', form({ taxIdentifier: '85030512344', taxOfficeId: '12', birthDate: { day: 6, month: 3, year: 1985 } }))
    expect(privatePerson.status).toBe(422)
    expect(privatePerson.body.errors).toMatchObject({
      taxIdentifier: ['Nieprawidłowy numer PESEL.'],
      taxOfficeId: ['Podaj czterocyfrowy kod urzędu skarbowego.'],
    })

    const wrongDate = await app.client().post('/api/register', form({ birthDate: { day: 6, month: 3, year: 1985 } }))
    expect(wrongDate.body.errors).toEqual({ birthDate: ['Data urodzenia nie zgadza się z numerem PESEL.'] })

    const business = await app.client().post('/api/register', form({ taxDeclaration: 'B', companyName: '', companyTaxIdentifier: '123' }))
    expect(business.body.errors).toEqual({
      companyName: ['To pole jest wymagane.'],
      companyTaxIdentifier: ['Nieprawidłowy NIP (błędna suma kontrolna).'],
    })

    const separate = await app
      .client()
      .post('/api/register', form({ correspondenceSameAsResidence: false, correspondenceAddress: { street: 'Długa' } }))
    expect(Object.keys(separate.body.errors as object)).toEqual(
      expect.arrayContaining(['correspondenceAddress.building', 'correspondenceAddress.postCode', 'correspondenceAddress.commune']),
    )

    const minor = await app.client().post(
      '/api/register',
      form({
        taxDeclaration: 'C',
        companyName: 'Dach',
        companyTaxIdentifier: '5260250274',
        birthDate: { day: 1, month: 1, year: new Date().getFullYear() - 10 },
      }),
    )
    expect(minor.body.errors).toEqual({ birthDate: ['Uczestnik programu musi być pełnoletni.'] })
    expect(
      (await app.payload.count({ collection: 'partners', where: { email: { equals: 'tomasz@example.pl' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it('creates an unconfirmed account that cannot log in, e-mails the link, and the link sets the password once', async () => {
    const invalidCoupon = await app.client().post('/api/register', form({ couponCode: 'NIE-MA-TAKIEGO' }))
    expect(invalidCoupon.status).toBe(422)
    expect(invalidCoupon.body.errors).toEqual({ couponCode: ['Nieprawidłowy lub nieaktywny kod kuponu.'] })

    const response = await app.client().post('/api/register', form({ couponCode: 'witaj50' }))
    expect(response.status).toBe(202)
    expect(response.body).toMatchObject({ success: true, promotion_points: 50 })
    // The account is created right after the answer, with the e-mail as its last step.
    const mail = await app.mailbox.waitFor('tomasz@example.pl', (m) => m.subject.startsWith('Potwierdź rejestrację'))
    const partner = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'tomasz@example.pl' } }, overrideAccess: true })
    ).docs[0]!
    expect(partner).toMatchObject({
      programme: 'points',
      confirmed_at: null,
      tax: { declaration: 'A', pesel: '85030512345', tax_office: '1206' },
      registration_coupon: 'WITAJ50',
    })
    expect(partner.correspondence_address).toMatchObject({ street: 'Szewska', commune: 'Kraków' })

    expect(mail.text).toContain('14:00–20:00')
    expect(mail.text).toContain('sbh@program-partnerski.pl')
    const link = mail.links.find((l) => l.includes('/rejestracja/potwierdzenie/'))!
    const [token, email] = link.split('/rejestracja/potwierdzenie/')[1]!.split('/')

    const weak = await app
      .client()
      .post('/api/register/confirm', { token, email: decodeURIComponent(email!), password: 'abc', password_confirmation: 'abc' })
    expect(weak.status).toBe(422)
    const forged = await app.client().post('/api/register/confirm', {
      token: 'x'.repeat(43),
      email: decodeURIComponent(email!),
      password: 'Dekarz.2025',
      password_confirmation: 'Dekarz.2025',
    })
    expect(forged.status).toBe(422)

    const confirmed = await app.client().post('/api/register/confirm', {
      token,
      email: decodeURIComponent(email!),
      password: 'Dekarz.2025',
      password_confirmation: 'Dekarz.2025',
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe('Konto zostało potwierdzone. Możesz się zalogować.')
    const client = app.client()
    expect((await client.post('/api/login', { email: 'tomasz@example.pl', password: 'Dekarz.2025' })).status).toBe(200)
    expect((await client.get('/api/page-data')).body).toMatchObject({ user: { programme: 'points' } })
    expect((await client.get('/api/points')).body).toEqual({
      received: 50,
      sent: 0,
      expired: 0,
      available: 50,
      pending: 0,
      // The demo's points expire at the end of March of the next year.
      expiring: { points: 50, date: `${new Date().getFullYear() + 1}-03-31` },
    })
    const entries = await app.payload.find({
      collection: 'ledger-entries',
      where: { partner: { equals: partner.id } },
      overrideAccess: true,
    })
    expect(entries.docs).toMatchObject([
      { label: 'Punkty promocyjne: Powitanie w programie', source: 'promotion', reference: 'WITAJ50', amount_tenths: 500 },
    ])
    expect(
      (await client.get<{ user: { accept_regulations_at: string | null } }>('/api/page-data')).body.user.accept_regulations_at,
    ).not.toBeNull()

    const again = await app.client().post('/api/register/confirm', {
      token,
      email: decodeURIComponent(email!),
      password: 'Inne.haslo1',
      password_confirmation: 'Inne.haslo1',
    })
    expect(again.status).toBe(422)
    expect(again.body.message).toContain('został już użyty albo wygasł')
  })

  it('answers the same for an e-mail that has an account, and tells its owner instead', async () => {
    const response = await app.client().post('/api/register', form({ emailAddress: 'partner@demo.pl' }))
    expect(response.status).toBe(202)
    expect(response.body).toEqual({
      success: true,
      message: 'Sprawdź skrzynkę e-mail: wysłaliśmy link potwierdzający rejestrację.',
      promotion_points: 0,
    })
    const mail = await app.mailbox.waitFor('partner@demo.pl', (m) => m.subject.startsWith('Próba rejestracji'))
    expect(mail.text).toContain('Twoje konto już istnieje')
    expect(
      (await app.payload.count({ collection: 'partners', where: { email: { equals: 'partner@demo.pl' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })

  it('refuses login to an account whose e-mail was never confirmed', async () => {
    await createPartnerAccount(
      app.payload,
      { email: 'niepotwierdzony@example.pl', first_name: 'A', last_name: 'B', programme: 'points' },
      'Znane.haslo1',
    )
    const response = await app.client().post('/api/login', { email: 'niepotwierdzony@example.pl', password: 'Znane.haslo1' })
    expect(response.status).toBe(403)
    expect(response.body.message).toContain('nie zostało jeszcze potwierdzone')
  })

  it('resends the confirmation link to an account waiting for it (the old link stops working), and answers every address alike', async () => {
    expect((await app.client().post('/api/register', form({ emailAddress: 'zgubiony.link@example.pl' }))).status).toBe(202)
    const linkOf = (mail: { links: string[] }) =>
      mail.links
        .find((l) => l.includes('/rejestracja/potwierdzenie/'))!
        .split('/rejestracja/potwierdzenie/')[1]!
        .split('/')
    const [oldToken] = linkOf(await app.mailbox.waitFor('zgubiony.link@example.pl', (m) => m.subject.startsWith('Potwierdź rejestrację')))

    // The unknown and the confirmed address first: their steps have run by the time the waiting account's e-mail arrives.
    const answers = []
    for (const email of ['nikt.taki@example.pl', 'fachowiec@demo.pl', 'zgubiony.link@example.pl'])
      answers.push(await app.client().post('/api/register/resend-confirmation', { email }))
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(
      Array(3).fill([
        202,
        'Jeśli to konto czeka na potwierdzenie, wysłaliśmy na ten adres nowy link potwierdzający. Poprzedni link przestał działać.',
      ]),
    )
    const resent = await app.mailbox.waitFor(
      'zgubiony.link@example.pl',
      (m) => m.subject.startsWith('Potwierdź rejestrację') && !m.links.some((l) => l.includes(oldToken!)),
    )
    const [newToken] = linkOf(resent)
    // Only the account waiting for confirmation got a message: a confirmed one and an unknown address got none.
    expect(app.mailbox.mailsTo('nikt.taki@example.pl')).toEqual([])
    expect(app.mailbox.mailsTo('fachowiec@demo.pl').filter((m) => m.subject.startsWith('Potwierdź rejestrację'))).toEqual([])

    const confirm = (token: string) =>
      app.client().post('/api/register/confirm', {
        token,
        email: 'zgubiony.link@example.pl',
        password: 'Dekarz.2025',
        password_confirmation: 'Dekarz.2025',
      })
    expect((await confirm(oldToken!)).status).toBe(422)
    expect((await confirm(newToken!)).status).toBe(200)
    expect((await app.client().post('/api/register/resend-confirmation', { email: 'bez-malpy' })).body.errors).toEqual({
      email: ['Nieprawidłowy adres e-mail.'],
    })
  })

  it('answers an e-mail that has an account as quickly as a new one: the work happens after the answer', async () => {
    const time = async (emailAddress: string) => {
      const started = performance.now()
      expect((await app.client().post('/api/register', form({ emailAddress }))).status).toBe(202)
      return performance.now() - started
    }
    // Each answer is timed on a quiet server: the step after the previous answer (its e-mail) has finished.
    const attempts = () => app.mailbox.mailsTo('fachowiec@demo.pl').length
    const known: number[] = []
    const fresh: number[] = []
    for (let i = 0; i < 3; i++) {
      const before = attempts()
      known.push(await time('fachowiec@demo.pl'))
      await expect.poll(attempts).toBe(before + 1)
      fresh.push(await time(`nowy.fachowiec${i}@example.pl`))
      await app.mailbox.waitFor(`nowy.fachowiec${i}@example.pl`)
    }
    const median = (runs: number[]) => runs.sort((a, b) => a - b)[1]!
    expect(median(known) / median(fresh)).toBeGreaterThan(0.5)
    expect(median(known) / median(fresh)).toBeLessThan(2)
  })
})
