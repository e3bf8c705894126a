import { type APIRequestContext, expect, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'

/** Logs `email` in through `login` over HTTP and returns the headers of a same-site XHR with the session's CSRF token. */
async function loggedIn(request: APIRequestContext, login: string, email: string, password: string) {
  await request.get('/sanctum/csrf-cookie')
  const token = async () => decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value)
  const response = await request.post(login, {
    headers: { 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password },
  })
  expect(response.status()).toBe(200)
  return { 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest' }
}

test('programme staff see the month’s prizes with their tax treatment, the tax to pay by the 20th, and download both reports', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A 250 zł prize ordered today by a tradesperson with no tax declaration: a private person's prize under 2,000 zł.
  const staffApi = await playwright.request.newContext({ baseURL })
  const staffHeaders = await loggedIn(staffApi, '/backoffice/api/login', 'program@demo.pl', 'Admin123!')
  const credited = await staffApi.post('/backoffice/api/ledger-adjustments', {
    headers: staffHeaders,
    data: { partner_email: 'fachowiec@demo.pl', points: 250, reason: 'Punkty na nagrodę (test podatku)' },
  })
  expect(credited.status()).toBe(201)
  await staffApi.dispose()
  const partnerApi = await playwright.request.newContext({ baseURL })
  const partnerHeaders = await loggedIn(partnerApi, '/api/login', 'fachowiec@demo.pl', 'Demo123!')
  // The regulations may have changed in an earlier spec: the partner accepts the current ones first, as the portal asks.
  const accepted = await partnerApi.post('/api/accept-regulations', {
    headers: partnerHeaders,
    data: { statement: { accept_regulations: true, accept_privacy_policy: true } },
  })
  expect(accepted.status()).toBe(200)
  // The order is this prize alone: whatever an earlier spec left in the cart goes first.
  const cart = (await (await partnerApi.get('/api/cart')).json()) as { items: Array<{ prize_id: string }> }
  for (const item of cart.items)
    expect((await partnerApi.delete(`/api/cart/${item.prize_id}`, { headers: partnerHeaders })).ok()).toBe(true)
  let prize: { id: string; points: number } | undefined
  for (let page = 1; !prize && page <= 5; page++) {
    const { items } = (await (await partnerApi.get(`/api/prizes?page=${page}`)).json()) as { items: Array<{ id: string; points: number }> }
    prize = items.find((candidate) => candidate.points === 250)
  }
  if (!prize) throw new Error('the demo catalogue has no 250-point prize')
  expect((await partnerApi.post('/api/cart', { headers: partnerHeaders, data: { prize_id: prize.id } })).ok()).toBe(true)
  const placed = await partnerApi.post('/api/orders', { headers: partnerHeaders, data: { delivery: 'correspondence' } })
  expect([placed.status(), placed.status() === 201 ? '' : await placed.text()]).toEqual([201, ''])
  const { order } = (await placed.json()) as { order: { number: string } }
  await partnerApi.dispose()

  await logInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Podatek od nagród' }).click()
  await expect(page.getByRole('heading', { name: 'Podatek od nagród', level: 1 })).toBeVisible()
  const row = page.getByRole('table', { name: 'Nagrody i podatek w miesiącu' }).getByRole('row', { name: new RegExp(order.number) })
  await expect(row).toContainText('Piotr Wiśniewski')
  await expect(row).toContainText('brak oświadczenia')
  await expect(row).toContainText('Zwolniona (do 2000 zł)')
  await expect(row).toContainText('250,00 zł')
  await expect(page.getByText(/^Podatek do wpłaty do 20\.\d{2}\.\d{4}: [\d\s]+,\d{2} zł/)).toBeVisible()
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Nagrody i podatek w miesiącu: CSV' }).click()
  const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '')
  expect(csv).toContain(`${order.number};`)
  const yearly = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Zestawienie roczne dla odbiorców: PDF' }).click()
  expect((await yearly).suggestedFilename()).toMatch(/^podatek-\d{4}\.pdf$/)

  // Months are named in Polish; an early one without prizes says so.
  const months = page.getByLabel('Miesiąc', { exact: true })
  await expect(months.locator('option').first()).toHaveText(
    /^(styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień) \d{4}$/,
  )
  await months.selectOption({ index: 35 })
  await expect(page.getByText('W tym miesiącu nie wydano nagród.')).toBeVisible()

  // On a phone the month reads as a list, not a table wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 })
  await months.selectOption({ index: 0 })
  const item = page.locator('li', { hasText: order.number })
  await expect(item).toContainText('Zwolniona (do 2000 zł): 250,00 zł, podatek 0,00 zł')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
