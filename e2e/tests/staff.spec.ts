import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'

test('programme staff log into the back office and see the partners list', async ({ page }) => {
  await page.goto('/backoffice/')
  await page.getByLabel('E-mail').fill('program@demo.pl')
  await page.getByLabel('Hasło').fill('Admin123!')
  await page.getByRole('button', { name: 'Zaloguj' }).click()
  await page.getByRole('menuitem', { name: 'Partnerzy' }).click()
  await expect(page.getByRole('cell', { name: 'partner@demo.pl' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'fachowiec@demo.pl' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Dachy Kowalski Sp. z o.o.' }).first()).toBeVisible()
  await expectAccessible(page)
})

test('the Payload admin login renders for marketing staff', async ({ page }) => {
  const response = await page.goto('/admin/login')
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible()
  await expect(page.getByRole('button', { name: /Zaloguj/i })).toBeVisible()
})
