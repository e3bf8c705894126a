import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSRF_COOKIE, SESSION_COOKIE } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'

describe('partner login, CSRF and logout', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  it('GET /sanctum/csrf-cookie sets a readable, signed XSRF-TOKEN cookie', async () => {
    const client = app.client()
    const response = await client.get('/sanctum/csrf-cookie')
    expect(response.status).toBe(204)
    const cookie = response.setCookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`))
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it('refuses a state-changing call without the token, with a forged token and with a mismatched header (419)', async () => {
    const client = app.client()
    const missing = await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' }, { csrf: false })
    expect(missing.status).toBe(419)
    expect(missing.body.message).toMatch(/CSRF/)

    client.cookies.set(CSRF_COOKIE, 'forged.token')
    const forged = await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' }, { csrf: 'forged.token' })
    expect(forged.status).toBe(419)

    await client.csrf()
    const mismatched = await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' }, { csrf: 'other.value' })
    expect(mismatched.status).toBe(419)
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
  })

  it('binds the token to the session: a login hands out a new one, and the guest’s token no longer works', async () => {
    const client = app.client()
    const guestToken = await client.csrf()
    const login = await client.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect(login.setCookies.some((c) => c.startsWith(`${CSRF_COOKIE}=`))).toBe(true)
    const sessionToken = decodeURIComponent(client.cookies.get(CSRF_COOKIE)!)
    expect(sessionToken).not.toBe(guestToken)
    client.cookies.set(CSRF_COOKIE, encodeURIComponent(guestToken))
    expect((await client.post('/api/accept-regulations', {}, { csrf: guestToken })).status).toBe(419)
    client.cookies.set(CSRF_COOKIE, encodeURIComponent(sessionToken))
    expect((await client.post('/api/logout', {}, { csrf: sessionToken })).status).toBe(200)
  })

  it('logs in with the right credentials and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = app.client()
    const response = await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    expect(response.status).toBe(200)
    // The partner's language comes with the login, so a new device shows the portal in it.
    expect(response.body).toEqual({ success: true, message: 'Zalogowano.', language: 'pl' })
    const session = response.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).not.toMatch(/Secure/i)
    const pageData = await client.get('/api/page-data')
    expect(pageData.body).toMatchObject({ isLoggedin: true, user: { name: 'jkowalski', full_name: 'Jan Kowalski' } })
  })

  it('answers a wrong password and an unknown e-mail with the same Polish message', async () => {
    const wrongPassword = await app.client().post('/api/login', { email: 'partner@demo.pl', password: 'Zle-haslo1!' })
    const unknownEmail = await app.client().post('/api/login', { email: 'nikt@demo.pl', password: 'Demo123!' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.body).toEqual({ success: false, message: 'Nieprawidłowy adres e-mail lub hasło.' })
    expect(unknownEmail.body).toEqual(wrongPassword.body)
  })

  it('answers missing fields with 422 and the field map', async () => {
    const response = await app.client().post('/api/login', { email: '', password: '' })
    expect(response.status).toBe(422)
    expect(response.body).toEqual({
      success: false,
      message: 'Formularz zawiera błędy.',
      errors: { email: ['Podaj adres e-mail.'], password: ['Podaj hasło.'] },
    })
  })

  it('locks the account after five failed attempts and says for how long, even for the right password', async () => {
    const client = app.client()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await client.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Zle-haslo1!' })).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423])
    const locked = await client.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect(locked.status).toBe(423)
    expect(locked.body.message).toMatch(/zablokowane.*Spróbuj ponownie za 15 min\./)
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)
  })

  it('logs in with the login name set on "edit authorization" as with the e-mail, and counts failures once per account', async () => {
    await app.clearRateLimits()
    const partner = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!
    await app.payload.update({ collection: 'partners', id: partner.id, data: { name: 'jan.fachowiec' }, overrideAccess: true })
    const byName = app.client()
    const login = await byName.post('/api/login', { email: 'jan.fachowiec', password: 'Demo123!' })
    expect(login.status).toBe(200)
    expect((await byName.get('/api/page-data')).body).toMatchObject({ isLoggedin: true, user: { name: 'jan.fachowiec' } })
    // A name differs from what was saved in case: no account, the same answer as a wrong password.
    expect((await app.client().post('/api/login', { email: 'Jan.Fachowiec', password: 'Demo123!' })).body.message).toBe(
      'Nieprawidłowy adres e-mail lub hasło.',
    )
    for (let i = 0; i < 5; i++) {
      const identifier = i % 2 ? 'jan.fachowiec' : 'fachowiec@demo.pl'
      await app.client().post('/api/login', { email: identifier, password: 'Zle.haslo1' })
    }
    // Five failures over the two names of one account lock it under both.
    for (const identifier of ['jan.fachowiec', 'fachowiec@demo.pl'])
      expect((await app.client().post('/api/login', { email: identifier, password: 'Demo123!' })).status, identifier).toBe(423)
    await app.clearRateLimits()
  })

  it('logs out and revokes the session on the server, so a copied cookie stops working', async () => {
    const client = app.client()
    await client.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    const stolen = client.cookies.get(SESSION_COOKIE)!
    const logout = await client.post('/api/logout')
    expect(logout.status).toBe(200)
    expect(logout.body).toEqual({ success: true })
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false)

    const replay = app.client()
    replay.cookies.set(SESSION_COOKIE, stolen)
    expect((await replay.get('/api/page-data')).body).toMatchObject({ isLoggedin: false, user: null })
    expect((await replay.post('/api/logout')).status).toBe(401)
  })

  it('keeps partners out of calls that need a login', async () => {
    const guest = app.client()
    expect((await guest.post('/api/logout')).status).toBe(401)
    expect((await guest.get('/api/user_statements')).status).toBe(401)
    expect((await guest.post('/api/accept-regulations', { statement: {} })).status).toBe(401)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.client().get('/api/no-such-call')
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ success: false, message: 'Nie znaleziono zasobu API.' })
  })
})
