import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'

test('an admin creates an API key for the fulfilment partner, sees it once, and revokes it; the key works until then', async ({
  page,
  playwright,
  baseURL,
}) => {
  await logInToBackOffice(page, 'admin@demo.pl')
  await page.getByRole('menuitem', { name: 'Klucze API' }).click()
  await page.getByRole('link', { name: 'Utwórz' }).click()
  await page.getByLabel('Nazwa (system, który go używa)').fill('Firma kurierska')
  await page.getByLabel('Odczyt zamówień do realizacji (orders:read)').check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('heading', { name: 'Klucz „Firma kurierska” utworzony' })).toBeVisible()
  await expect(page.getByText('nie pokażemy go ponownie')).toBeVisible()
  const key = (await page.getByLabel('Klucz API').textContent())!.trim()
  expect(key).toMatch(/^pp_/)

  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } })
  expect((await client.get('/api/v1/orders?status=Pending')).status()).toBe(200)
  expect((await client.post('/api/v1/orders/ZAM-X/status', { data: { status: 'Accepted' } })).status()).toBe(403)

  await page.getByRole('link', { name: 'Skopiowałem klucz – pokaż szczegóły' }).click()
  await expect(page.getByText('Odczyt zamówień do realizacji')).toBeVisible()
  await expect(page.getByText(key)).toHaveCount(0)
  await page.getByRole('button', { name: 'Unieważnij klucz' }).click()
  await page.getByRole('dialog', { name: 'Unieważnić klucz „Firma kurierska”?' }).getByRole('button', { name: 'Unieważnij klucz' }).click()
  await expect(page.getByText('Klucz unieważniony.')).toBeVisible()
  expect((await client.get('/api/v1/orders?status=Pending')).status()).toBe(401)
  await client.dispose()
})

test('programme staff do not see API keys', async ({ page }) => {
  await logInToBackOffice(page)
  await expect(page.getByRole('menuitem', { name: 'Zamówienia' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Klucze API' })).toHaveCount(0)
})
