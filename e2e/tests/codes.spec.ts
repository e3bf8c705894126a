import { expect, test } from '@playwright/test'
import { formatCode, makeCode } from '@portal/shared'
import { demoCodes } from '@portal/seed'
import { expectAccessible } from '../support/axe'
import { closeSurveyIfShown, logInToPortal, logOutOfPortal } from '../support/portal'

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
  // A mistyped character is caught on the phone and called a typo; something that is no code at all is an invalid code.
  await input.fill(first!.slice(0, 7) + (first!.endsWith('2') ? '3' : '2'))
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(page.getByText('W kodzie jest literówka. Sprawdź każdy znak i wpisz go jeszcze raz.')).toBeVisible()
  await input.fill(`${first!}${first!}`)
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
  await expect(page.locator('.key-figure')).toHaveText('Dostępne punkty40 PKT')
})

test('the QR link opens the add-code screen with the code filled in', async ({ page }) => {
  const code = demoCodes(3)[2]!
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto(`/dodaj-kod?kod=${formatCode(code)}`)
  await expect(page.getByLabel('Kod z opakowania')).toHaveValue(formatCode(code))
})

/** A code no batch printed: well formed (the check character matches), so only the server can say it is unknown. */
const unknownCode = () => makeCode(Math.random)

test('online, a code gets one message, its outcome: no "added" and no "synchronization successful" for a refused code', async ({
  page,
}) => {
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  const code = unknownCode()
  await page.getByLabel('Kod z opakowania').fill(code)
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  const toasts = page.getByRole('region', { name: /powiadomienia/i })
  await expect(toasts.getByText('Nieprawidłowy kod (błędny lub już zarejestrowany).')).toBeVisible()
  await expect(toasts).not.toContainText('Kod został dodany')
  await expect(toasts).not.toContainText('Synchronizacja zakończona pomyślnie.')
  await expect(
    page
      .getByRole('region', { name: 'Moje kody' })
      .getByRole('listitem')
      .filter({ hasText: formatCode(code) }),
  ).toContainText('nie znaleziono')
})

test('codes waiting on a shared phone are sent only for the account that added them', async ({ page, context }) => {
  const code = unknownCode()
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  await expect(page.getByLabel('Kod z opakowania')).toBeVisible()
  await context.setOffline(true)
  await page.waitForFunction(() => !navigator.onLine)
  await page.getByLabel('Kod z opakowania').fill(code)
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(
    page
      .getByRole('region', { name: 'Moje kody' })
      .getByRole('listitem')
      .filter({ hasText: formatCode(code) }),
  ).toContainText('czeka na wysłanie')
  // Away from the add-code screen before the signal returns, so nothing is sent while fachowiec@ is logged in.
  await page.goto('/start')
  await context.setOffline(false)
  await logOutOfPortal(page)

  await logInToPortal(page, 'dekarz@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  await expect(page.getByText('Na tym telefonie czekają kody innego konta (1).', { exact: false })).toBeVisible()
  await expect(page.getByText(formatCode(code))).toBeHidden()
  await logOutOfPortal(page)

  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  await expect(
    page
      .getByRole('region', { name: 'Moje kody' })
      .getByRole('listitem')
      .filter({ hasText: formatCode(code) }),
  ).toContainText('nie znaleziono')
})

test('a package QR scanned while logged out opens the add-code screen with the code after the login', async ({ page }) => {
  const code = formatCode(unknownCode())
  await page.goto(`/dodaj-kod?kod=${code}`)
  await page.getByLabel('Adres e-mail').fill('fachowiec@demo.pl')
  await page.getByLabel('Hasło').fill('Demo123!')
  await page.getByRole('button', { name: 'Zaloguj' }).click()
  await expect(page).toHaveURL(new RegExp(`/dodaj-kod\\?kod=${code}$`))
  await expect(page.getByLabel('Kod z opakowania')).toHaveValue(code)
  // A new browser has not answered the survey, yet its popup never covers the add-code screen.
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('on a phone, "Dodaj kod" is one tap from the start screen', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } })
  const page = await phone.newPage()
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  // In sight as the start screen opens: no menu to open, no scrolling.
  const addCode = page.getByRole('main').getByRole('link', { name: 'Dodaj kod' }).first()
  await expect(addCode).toBeInViewport()
  await addCode.click()
  await expect(page).toHaveURL(/\/dodaj-kod$/)
  await expect(page.getByLabel('Kod z opakowania')).toBeVisible()
  await phone.close()
})
