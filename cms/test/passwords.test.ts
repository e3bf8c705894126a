import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'

describe('password reminder and reset', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.stop())

  const linkFor = async (email: string, count = 1) => {
    await expect.poll(() => app.mailbox.mailsTo(email).length).toBe(count)
    const mail = app.mailbox.mailsTo(email).at(-1)!
    const link = mail.links.find((l) => l.includes('/password-reset/'))!
    const [token, address] = link.split('/password-reset/')[1]!.split('/')
    return { mail, token: decodeURIComponent(token!), email: decodeURIComponent(address!) }
  }

  it('always answers success, and sends the link to existing accounts only', async () => {
    const existing = await app.client().post('/api/remind-password', { email: 'partner@demo.pl' })
    const unknown = await app.client().post('/api/remind-password', { email: 'nieznany@demo.pl' })
    expect(existing.body).toEqual({ success: true })
    expect(unknown.body).toEqual({ success: true })
    const { mail, email } = await linkFor('partner@demo.pl')
    expect(mail.subject).toBe('Zmiana hasła · Program Partnerski')
    expect(mail.text).toContain('ważny przez godzinę')
    expect(email).toBe('partner@demo.pl')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(app.mailbox.mailsTo('nieznany@demo.pl')).toHaveLength(0)
  })

  it('asks for the e-mail with the spec message', async () => {
    const response = await app.client().post('/api/remind-password', { email: '' })
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({ email: ['Podaj adres e-mail'] })
  })

  it('resets the password once, ends every session, and the new password logs in', async () => {
    const session = app.client()
    await session.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    expect(session.cookies.has(SESSION_COOKIE)).toBe(true)

    await app.client().post('/api/remind-password', { email: 'fachowiec@demo.pl' })
    const { token, email } = await linkFor('fachowiec@demo.pl')

    const weak = await app.client().post('/api/reset-password', { token, email, password: 'slabe', password_confirmation: 'slabe' })
    expect(weak.status).toBe(422)
    expect(Object.keys(weak.body.errors as object)).toEqual(['password'])
    const mismatch = await app
      .client()
      .post('/api/reset-password', { token, email, password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo2' })
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['Hasła nie są takie same.'] })
    const otherEmail = await app
      .client()
      .post('/api/reset-password', { token, email: 'partner@demo.pl', password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo1' })
    expect(otherEmail.status).toBe(422)

    const reset = await app
      .client()
      .post('/api/reset-password', { token, email, password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo1' })
    expect(reset.status).toBe(200)
    expect(reset.body.success).toBe(true)

    expect((await session.get('/api/page-data')).body).toMatchObject({ isLoggedin: false })
    expect((await app.client().post('/api/login', { email, password: 'Demo123!' })).status).toBe(401)
    expect((await app.client().post('/api/login', { email, password: 'Nowe.haslo1' })).status).toBe(200)

    const reused = await app
      .client()
      .post('/api/reset-password', { token, email, password: 'Inne.haslo2', password_confirmation: 'Inne.haslo2' })
    expect(reused.status).toBe(422)
    expect(reused.body.message).toContain('został już użyty albo wygasł')
  })

  it('refuses an expired token', async () => {
    await app.client().post('/api/remind-password', { email: 'nowy@demo.pl' })
    const { token, email } = await linkFor('nowy@demo.pl')
    const partner = (await app.payload.find({ collection: 'partners', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    await app.payload.db.updateOne({
      collection: 'partner-credentials',
      where: { partner: { equals: partner.id } },
      data: { reset_expires_at: new Date(Date.now() - 1000).toISOString() },
    })
    const response = await app
      .client()
      .post('/api/reset-password', { token, email, password: 'Nowe.haslo1', password_confirmation: 'Nowe.haslo1' })
    expect(response.status).toBe(422)
    expect(response.body.message).toContain('wygasł')
  })

  it('limits reminders per e-mail and says when to try again', async () => {
    const client = app.client()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await client.post('/api/remind-password', { email: 'limit@demo.pl' })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await client.post('/api/remind-password', { email: 'limit@demo.pl' })
    expect(limited.body.message).toMatch(/Zbyt wiele prób\. Spróbuj ponownie za \d+ min\./)
  })

  it('limits reminders per IP address across different e-mails', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await app.client().post('/api/remind-password', { email: `ip${i}@demo.pl` })).status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  })
})
