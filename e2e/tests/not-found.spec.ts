import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'

test('an unknown path answers HTTP 404 and shows the 404 page', async ({ page }) => {
  const response = await page.goto('/to-nie-istnieje/wcale')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404. Ta strona nie istnieje' })).toBeVisible()
  await expectAccessible(page)
})

test('the locale cookie picks the language: Polish by default, English on request', async ({ page, context, baseURL }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
