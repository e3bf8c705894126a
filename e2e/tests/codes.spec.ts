import { expect, test } from '@playwright/test'
import { formatCode } from '@portal/shared'
import { demoCodes } from '@portal/seed'
import { expectAccessible } from '../support/axe'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

test('a tradesperson enters codes with no signal, they wait on the phone through a reload, and sync when the network is back', async ({
  page,
  context,
}) => {
  const [first, second] = demoCodes(2)
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Dodaj kod' }).click()
  await expect(page.getByRole('heading', { name: 'Dodaj kod' })).toBeVisible()
  // Let the service worker take control and cache the app shell before the signal goes.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dodaj kod' })).toBeVisible()
  await expectAccessible(page)

  await context.setOffline(true)
  const input = page.getByLabel('Kod z opakowania')
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(page.getByText('Pole kod jest puste.')).toBeVisible()
  await input.fill(first!.slice(0, 7) + (first!.endsWith('2') ? '3' : '2'))
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(page.getByText('Nieprawidłowy kod (błędny lub już zarejestrowany).')).toBeVisible()

  await input.fill(first!.toLowerCase())
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(page.getByText('Kod został dodany.')).toBeVisible()
  await input.fill(formatCode(first!))
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(page.getByText('Ten kod został już dodany.')).toBeVisible()
  await input.fill(second!)
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()

  const list = page.getByRole('list').filter({ hasText: formatCode(first!) })
  await expect(list.getByText('czeka na wysłanie')).toHaveCount(2)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dodaj kod' })).toBeVisible()
  await expect(page.getByText(formatCode(first!))).toBeVisible()
  await expect(page.getByText('czeka na wysłanie')).toHaveCount(2)

  await context.setOffline(false)
  await expect(page.getByText('Synchronizacja zakończona pomyślnie.')).toBeVisible()
  await expect(page.getByText('zarejestrowany', { exact: true })).toHaveCount(2)
  await expect(page.getByText('Rynna półokrągła Premium 125 mm · 20 PKT').first()).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: `Usuń kod ${formatCode(second!)} z listy` }).click()
  await expect(page.getByText(formatCode(second!))).toBeHidden()

  await page.goto('/start')
  await expect(page.getByText('40 PKT')).toBeVisible()
})

test('the QR link opens the add-code screen with the code filled in', async ({ page }) => {
  const code = demoCodes(3)[2]!
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto(`/dodaj-kod?kod=${formatCode(code)}`)
  await expect(page.getByLabel('Kod z opakowania')).toHaveValue(formatCode(code))
})
