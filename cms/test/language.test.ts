import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_COOKIE } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'

describe('the partner’s language: the switcher’s choice is kept, followed at login and used for e-mails', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  it('keeps English chosen in the switcher: the next login answers and sets it, and the e-mails come in English', async () => {
    const phone = app.client()
    const first = await phone.post<{ language: string }>('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect([first.body.language, phone.cookies.get(LOCALE_COOKIE)]).toEqual(['pl', 'pl'])
    expect((await phone.post('/api/account/language', { language: 'de' })).body.errors).toEqual({
      language: ['Wybierz język: pl albo en.'],
    })
    expect((await phone.post('/api/account/language', { language: 'en' })).status).toBe(200)

    // Another device with no cookie yet: the login brings the partner's language.
    const desk = app.client()
    const second = await desk.post<{ language: string }>('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect([second.body.language, desk.cookies.get(LOCALE_COOKIE)]).toEqual(['en', 'en'])

    expect((await app.client().post('/api/remind-password', { email: 'fachowiec@demo.pl' })).status).toBe(200)
    const mail = await app.mailbox.waitFor('fachowiec@demo.pl', (m) => m.subject.startsWith('Password change'))
    expect(mail.text).toContain('Hello,')
    expect(mail.text).toContain('Set a new password: ')
    expect(mail.html).toContain('<html lang="en">')

    // Back to Polish: the next e-mail is Polish again.
    expect((await phone.post('/api/account/language', { language: 'pl' })).status).toBe(200)
    expect((await app.client().post('/api/remind-password', { email: 'fachowiec@demo.pl' })).status).toBe(200)
    await app.mailbox.waitFor('fachowiec@demo.pl', (m) => m.subject.startsWith('Zmiana hasła'))

    // English picked on a device before logging in is the partner's choice from then on.
    const picked = app.client()
    picked.cookies.set(LOCALE_COOKIE, 'en')
    expect(
      (await picked.post<{ language: string }>('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })).body.language,
    ).toBe('en')
    const fresh = app.client()
    expect((await fresh.post<{ language: string }>('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })).body.language).toBe(
      'en',
    )
    expect((await fresh.post('/api/account/language', { language: 'pl' })).status).toBe(200)
  })

  it('answers refused calls in the portal’s language: English when it is English, Polish otherwise', async () => {
    const partner = app.client()
    expect((await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })).status).toBe(200)
    partner.cookies.set(LOCALE_COOKIE, 'en')
    const english = await partner.post('/api/accept-regulations', {})
    expect([english.status, english.body]).toEqual([
      422,
      { success: false, message: 'The form contains errors.', errors: { statement: ['This field is required.'] } },
    ])
    partner.cookies.set(LOCALE_COOKIE, 'pl')
    expect((await partner.post('/api/accept-regulations', {})).body).toEqual({
      success: false,
      message: 'Formularz zawiera błędy.',
      errors: { statement: ['To pole jest wymagane.'] },
    })
    const guest = app.client()
    guest.cookies.set(LOCALE_COOKIE, 'en')
    expect((await guest.post('/api/login', { email: 'fachowiec@demo.pl', password: 'wrong' })).body).toEqual({
      success: false,
      message: 'Invalid e-mail address or password.',
    })
  })

  it('needs a partner’s session to keep a language', async () => {
    expect((await app.client().post('/api/account/language', { language: 'en' })).status).toBe(401)
  })
})
