import { expect, test } from '@playwright/test'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

// Runs after the other partner flows (files run in name order): from here on every partner must accept again.
test('marketing publishes a new regulations version and the partner must accept it on the next navigation', async ({ page, browser }) => {
  const partner = await browser.newPage()
  await logInToPortal(partner, 'partner@demo.pl', 'Demo123!')
  await expect(partner).toHaveURL(/\/start$/)
  await closeSurveyIfShown(partner)

  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill('marketing@demo.pl')
  await page.getByLabel(/hasło/i).fill('Admin123!')
  await page.getByRole('button', { name: /zaloguj/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto('/admin/collections/documents/create')
  const pdf = await (await page.request.get('/regulamin?date=20250515')).body()
  await page.locator('input[type="file"]').setInputFiles({ name: 'regulamin-20260101.pdf', mimeType: 'application/pdf', buffer: pdf })
  await page.locator('#field-title').fill('Regulamin programu partnerskiego 2026')
  await page.locator('#field-kind').click()
  await page.getByRole('option', { name: 'Regulamin' }).click()
  await page.locator('#field-version').fill('20260101')
  await page.locator('#field-effective_date input').fill('01.01.2026')
  await page.locator('#field-effective_date input').press('Escape')
  await page.locator('#field-published').check()
  await page.getByRole('button', { name: /zapisz|save/i }).click()
  await page.waitForURL(/\/admin\/collections\/documents\/(?!create)[\w-]+$/)

  await partner.getByRole('link', { name: 'O programie' }).first().click()
  await expect(partner).toHaveURL(/\/akceptacja-regulaminu$/)
  await expect(partner.getByRole('link', { name: /Regulamin programu/ })).toHaveAttribute('href', '/regulamin?date=20260101')
  await partner.close()
})
