import { expect, test } from '@playwright/test'
import { logInToBackOffice } from '../support/backoffice'

/** The real Payload admin and REST (Next), as an attacker would try them: partner auth closed, origin kept, headers sent, bad paths refused. */
test('Payload’s own doors: no partner login or reset, no cross-origin writes, no framing, no 500 on a bad file path', async ({
  request,
  baseURL,
}) => {
  for (const path of ['login', 'me', 'refresh-token', 'forgot-password', 'reset-password', 'unlock']) {
    expect([
      path,
      (await request.post(`/cms-api/partners/${path}`, { data: { email: 'fachowiec@demo.pl', password: 'Demo123!' } })).status(),
    ]).toEqual([path, 404])
  }
  const login = await request.post('/cms-api/staff/login', { data: { email: 'marketing@demo.pl', password: 'Admin123!' } })
  expect(login.status()).toBe(200)
  const forged = await request.post('/cms-api/faq', {
    headers: { Origin: 'https://evil.example' },
    multipart: { _payload: JSON.stringify({ question: 'Podrobione?', answer: 'Tak' }) },
  })
  expect(forged.status()).toBe(403)
  const partners = await request.get('/cms-api/partners?limit=1')
  expect(partners.status()).toBe(403)
  const own = await request.post('/cms-api/faq', {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: { _payload: JSON.stringify({}) },
  })
  expect(own.status()).not.toBe(403)
  // Evidence stays: an accepted regulations version cannot be deleted over REST, and coupons (points) are not marketing's.
  const sameOrigin = { Origin: new URL(baseURL!).origin }
  const accepted = (await (await request.get('/cms-api/documents?where[version][equals]=20250515&depth=0')).json()) as {
    docs: Array<{ id: string }>
  }
  const deleted = await request.delete(`/cms-api/documents/${accepted.docs[0]!.id}`, { headers: sameOrigin })
  expect(deleted.status()).toBe(409)
  expect(JSON.stringify(await deleted.json())).toContain('Tej wersji dokumentu nie można usunąć')
  const coupon = await request.post('/cms-api/coupons', {
    headers: sameOrigin,
    multipart: { _payload: JSON.stringify({ code: 'MILION', name: 'Milion', points: 1_000_000 }) },
  })
  expect(coupon.status()).toBe(403)

  const admin = await request.get('/admin/login')
  expect(admin.status()).toBe(200)
  expect(admin.headers()['x-frame-options']).toBe('SAMEORIGIN')
  expect(admin.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect((await request.get('/cms-api/media/file/%00')).status()).toBe(400)
})

test('a refused login to Payload’s admin panel is in the audit trail, under the e-mail typed', async ({ page, playwright, baseURL }) => {
  const intruder = await playwright.request.newContext({ baseURL })
  const typed = `intruz-${Date.now()}@demo.pl`
  expect((await intruder.post('/cms-api/staff/login', { data: { email: typed, password: 'zle-haslo' } })).status()).toBe(401)
  await intruder.dispose()

  await logInToBackOffice(page, 'audytor@demo.pl')
  await page.getByRole('menuitem', { name: 'Dziennik zdarzeń' }).click()
  await expect(page.getByRole('row').filter({ hasText: typed })).toContainText('Nieudane logowanie do panelu')
})
