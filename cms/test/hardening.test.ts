import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appendEntry } from '../src/modules/ledger/ledger'
import { inTransaction } from '../src/modules/transaction'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

/** Doors around the portal: bad input is a 4xx, links ignore the Host header, Payload's routes keep to their origin. */
describe('hardening', () => {
  let app: TestApp
  let programme: HttpClient
  let auditor: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
  })
  afterAll(() => app.stop())

  it('answers bad input with a 4xx, never a 500', async () => {
    const huge = await app
      .client()
      .request('POST', '/api/login', new TextEncoder().encode(JSON.stringify({ email: 'a@b.pl', password: 'x'.repeat(2 * 1024 * 1024) })), {
        headers: { 'Content-Type': 'application/json' },
      })
    expect([huge.status, huge.body]).toEqual([413, { success: false, message: 'Przesłane dane są zbyt duże.' }])
    expect((await programme.get('/backoffice/api/orders?range=[1e300,1e300]')).status).toBe(400)
    expect(
      (await programme.get(`/backoffice/api/orders?filter=${encodeURIComponent(JSON.stringify({ created_to: '+275760-09-13' }))}`)).status,
    ).toBe(400)
    expect(
      (await programme.get(`/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ created_from: '+275760-09-13' }))}`))
        .status,
    ).toBe(400)
    expect((await auditor.get('/backoffice/api/exports/constructor.csv')).status).toBe(404)
    expect((await auditor.get('/backoffice/api/exports/__proto__.csv')).status).toBe(404)
    expect((await app.client().get('/cms-api/media/file/%00')).status).toBe(400)
    expect((await app.client().get('/cms-api/media/file/%E0%A4%A')).status).toBe(400)
  })

  it('builds e-mailed links from the configured address, whatever Host the request names', async () => {
    // fetch will not send another Host, a raw request will (as an attacker's would).
    const client = app.client()
    const csrf = await client.csrf()
    const body = JSON.stringify({ email: 'fachowiec@demo.pl' })
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        `${app.url}/api/remind-password`,
        {
          method: 'POST',
          headers: {
            Host: 'evil.example',
            'Content-Type': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'X-XSRF-TOKEN': csrf,
            Cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
          },
        },
        (response) => {
          response.resume()
          resolve(response.statusCode)
        },
      )
      request.on('error', reject)
      request.end(body)
    })
    expect(status).toBe(200)
    const mail = await app.mailbox.waitFor('fachowiec@demo.pl')
    const link = mail.links.find((l) => l.includes('/password-reset/'))!
    expect(new URL(link).origin).toBe(app.url)
    expect(mail.text).not.toContain('evil.example')
  })

  it('refuses cross-origin writes to Payload’s REST, hides its partner auth routes, and sends protective headers there too', async () => {
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    const forged = await marketing.request(
      'POST',
      '/cms-api/faq',
      { question: 'x', answer: 'y' },
      { headers: { Origin: 'https://evil.example' } },
    )
    expect(forged.status).toBe(403)
    for (const path of ['login', 'me', 'refresh-token', 'forgot-password', 'reset-password', 'unlock']) {
      expect([
        path,
        (await app.client().request('POST', `/cms-api/partners/${path}`, { email: 'fachowiec@demo.pl', password: 'Demo123!' })).status,
      ]).toEqual([path, 404])
    }
    const admin = await app.client().get('/admin/login')
    expect(admin.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(admin.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('defuses spreadsheet formulas in the courier’s orders.csv', async () => {
    const partner = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!
    await app.payload.update({
      collection: 'partners',
      id: partner.id,
      data: {
        correspondence_address: {
          ...partner.correspondence_address,
          street: '=HYPERLINK("http://zly.example","Kliknij")',
          city: '@SUM(1)',
        },
      },
      overrideAccess: true,
    })
    await inTransaction(app.payload, (req) =>
      appendEntry(app.payload, req, { partnerId: partner.id, amountTenths: 10_000, label: 'Korekta testowa', source: 'correction' }),
    )
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!
    const buyer = app.client()
    await buyer.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    await buyer.post('/api/cart', { prize_id: prize.id })
    expect((await buyer.post('/api/orders', { delivery: 'correspondence' })).status).toBe(201)
    const csv = (await programme.get<string>('/backoffice/api/orders.csv')).body
    expect(csv).toContain(`"'=HYPERLINK(""http://zly.example"",""Kliknij"")"`)
    expect(csv).toContain(";'@SUM(1);")
    expect(csv).not.toMatch(/;=HYPERLINK|;@SUM/)
  })
})
