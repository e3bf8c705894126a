import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAPTCHA_COOKIE, signCaptcha } from '../src/modules/contact/captcha'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

const message = {
  subject: 'Pytanie o nagrody',
  body: 'Dzień dobry,\n\nkiedy będzie nowy katalog?',
  email: 'gosc@example.pl',
  phone: '600 100 200',
}

describe('contact form: captcha for guests, the message stored and e-mailed to the department', () => {
  let app: TestApp
  let secret: string

  beforeAll(async () => {
    app = await startTestApp()
    // Read after the start: the env module parses process.env once, and the test app sets it first.
    secret = (await import('../src/env')).env.PAYLOAD_SECRET
  })
  afterAll(() => app.stop())

  /** A guest whose captcha cookie holds a challenge with a known answer, as if they had read the picture. */
  const guestWithCaptcha = async (answer: string, expiresAt?: number): Promise<HttpClient> => {
    const guest = app.client()
    const captcha = await guest.get<{ captcha: string }>('/api/get-captcha')
    expect(captcha.body.captcha).toMatch(/^<svg[^>]*>.*<\/svg>$/s)
    expect(captcha.setCookies.find((c) => c.startsWith(`${CAPTCHA_COOKIE}=`))).toMatch(/HttpOnly/i)
    guest.cookies.set(CAPTCHA_COOKIE, signCaptcha(secret, answer, expiresAt))
    return guest
  }

  it('sends a guest’s message with the right captcha (any letter case), stores it as new and e-mails the department', async () => {
    const guest = await guestWithCaptcha('Ab3De')
    const sent = await guest.post('/api/send-message', { ...message, captcha: 'ab3de' })
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ success: true, message: 'Wiadomość została wysłana.' })
    const mail = await app.mailbox.waitFor('dth@program-partnerski.pl', (m) => m.subject.includes('Pytanie o nagrody'))
    expect(mail.text).toContain('kiedy będzie nowy katalog?')
    expect(mail.text).toContain('gosc@example.pl, tel. 600100200')
    const stored = await app.payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'gosc@example.pl' } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({
      subject: 'Pytanie o nagrody',
      status: 'new',
      phone: '600100200',
      department_email: 'dth@program-partnerski.pl',
    })
  })

  it('refuses a wrong, missing, expired, forged or reused captcha with the field error, storing nothing', async () => {
    const count = async () => (await app.payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
    const before = await count()
    const guesser = await guestWithCaptcha('XYZ12')
    const challenge = guesser.cookies.get(CAPTCHA_COOKIE)!
    const wrong = await guesser.post('/api/send-message', { ...message, captcha: 'XYZ13' })
    expect([wrong.status, wrong.body.errors]).toEqual([422, { captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'] }])
    // One attempt per challenge: the right answer to a challenge already guessed at is refused too.
    guesser.cookies.set(CAPTCHA_COOKIE, challenge)
    expect((await guesser.post('/api/send-message', { ...message, captcha: 'XYZ12' })).body.errors).toEqual({
      captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'],
    })
    const missing = await (await guestWithCaptcha('XYZ12')).post('/api/send-message', { ...message })
    expect(missing.body.errors).toEqual({ captcha: ['Przepisz kod z obrazka.'] })
    const expired = await (await guestWithCaptcha('XYZ12', Date.now() - 1000)).post('/api/send-message', { ...message, captcha: 'XYZ12' })
    expect(expired.body.errors).toEqual({ captcha: ['Kod z obrazka wygasł. Przepisz nowy kod.'] })
    const forger = app.client()
    forger.cookies.set(CAPTCHA_COOKIE, signCaptcha('a-secret-that-is-not-the-servers-at-all!!', 'XYZ12'))
    expect((await forger.post('/api/send-message', { ...message, captcha: 'XYZ12' })).body.errors).toEqual({
      captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'],
    })

    const replayer = await guestWithCaptcha('QWE45')
    const token = replayer.cookies.get(CAPTCHA_COOKIE)!
    expect((await replayer.post('/api/send-message', { ...message, captcha: 'QWE45' })).status).toBe(200)
    expect(replayer.cookies.has(CAPTCHA_COOKIE)).toBe(false)
    replayer.cookies.set(CAPTCHA_COOKIE, token)
    expect((await replayer.post('/api/send-message', { ...message, captcha: 'QWE45' })).body.errors).toEqual({
      captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'],
    })
    expect(await count()).toBe(before + 1)

    const invalid = await (
      await guestWithCaptcha('XYZ12')
    ).post('/api/send-message', { subject: '', body: '', email: 'nie-email', phone: '123', captcha: 'XYZ12' })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({
      subject: ['To pole jest wymagane.'],
      body: ['To pole jest wymagane.'],
      email: ['Nieprawidłowy adres e-mail.'],
      phone: ['Numer telefonu musi mieć 9 cyfr.'],
    })
  })

  it('needs no captcha from a logged-in partner and writes to their programme’s department', async () => {
    const partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    const sent = await partner.post('/api/send-message', { ...message, subject: 'Kod nie działa', email: 'fachowiec@demo.pl' })
    expect(sent.status).toBe(200)
    const mail = await app.mailbox.waitFor('sbh@program-partnerski.pl', (m) => m.subject.includes('Kod nie działa'))
    expect(mail.text).toContain('(partner programu)')
    const stored = await app.payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: 'Kod nie działa' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs[0]!.partner).toBeTruthy()
  })

  it('limits how many messages one sender sends and says when to try again', async () => {
    const partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await partner.post('/api/send-message', { ...message, subject: `Wiadomość ${i}` })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await partner.post<{ message: string }>('/api/send-message', message)
    expect(refused.body.message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/)
    // A guest's messages count per typed e-mail too, whoever answers the captchas.
    const fromGuests: number[] = []
    for (let i = 0; i < 6; i++)
      fromGuests.push(
        (
          await (
            await guestWithCaptcha('KOD12')
          ).post('/api/send-message', { ...message, subject: 'Reklama', email: 'spam@example.pl', captcha: 'KOD12' })
        ).status,
      )
    expect(fromGuests).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('shows the messages in the back-office inbox, where programme staff reply by e-mail and the message becomes answered', async () => {
    const programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    const inbox = await programme.get<Array<{ id: string; subject: string; status: string; partner: string | null }>>(
      `/backoffice/api/contact-messages?filter=${encodeURIComponent(JSON.stringify({ status: 'new', q: 'Pytanie o nagrody' }))}&sort=["createdAt","DESC"]&range=[0,9]`,
    )
    // The first guest's message and the one sent with the replayed captcha's first use.
    expect(inbox.headers.get('content-range')).toBe('contact-messages 0-1/2')
    const question = inbox.body[1]!
    expect(question).toMatchObject({ subject: 'Pytanie o nagrody', status: 'new', partner: null })

    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.get(`/backoffice/api/contact-messages/${question.id}`)).body).toMatchObject({
      email: 'gosc@example.pl',
      body: 'Dzień dobry,\n\nkiedy będzie nowy katalog?',
    })
    expect((await auditor.post(`/backoffice/api/contact-messages/${question.id}/reply`, { reply: 'X' })).status).toBe(403)
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/contact-messages')).status).toBe(403)
    expect((await app.client().get('/backoffice/api/contact-messages')).status).toBe(401)

    expect((await programme.post(`/backoffice/api/contact-messages/${question.id}/reply`, { reply: ' ' })).body.errors).toEqual({
      reply: ['Wpisz odpowiedź.'],
    })
    const replied = await programme.post<{ status: string; answered_by: string }>(`/backoffice/api/contact-messages/${question.id}/reply`, {
      reply: 'Nowy katalog będzie w marcu.',
    })
    expect(replied.body).toMatchObject({ status: 'answered', answered_by: 'program@demo.pl' })
    const mail = await app.mailbox.waitFor('gosc@example.pl', (m) => m.subject.startsWith('Odpowiedź: Pytanie o nagrody'))
    expect(mail.text).toContain('Nowy katalog będzie w marcu.')
    expect(mail.text).toContain('kiedy będzie nowy katalog?')
    const answered = await programme.get<unknown[]>(
      `/backoffice/api/contact-messages?filter=${encodeURIComponent(JSON.stringify({ status: 'answered' }))}`,
    )
    expect(answered.headers.get('content-range')).toBe('contact-messages 0-0/1')
    expect((await programme.get('/backoffice/api/contact-messages/nie-ma')).status).toBe(404)
  })
})
