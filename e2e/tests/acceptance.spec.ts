import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { logInToPortal } from '../support/portal'

test('a partner who has not accepted is held on the acceptance screen until they accept, then lands on /about and logs out', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Zaloguj' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Wypełnij pola adres e-mail oraz hasło!' })).toBeVisible()

  await logInToPortal(page, 'nowy@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/akceptacja-regulaminu$/)
  await expect(page.getByRole('heading', { name: 'Akceptacja regulaminu' })).toBeVisible()
  await expectAccessible(page)

  for (const path of ['/start', '/about', '/faq', '/rules']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/akceptacja-regulaminu$/)
  }
  const regulations = page.getByRole('link', { name: /Regulamin programu/ })
  await expect(regulations).toHaveAttribute('href', '/regulamin?date=20250515')
  await expect(regulations).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: /Polityka prywatności/ })).toHaveAttribute('href', '/polityka-prywatnosci?v=1.0')
  const pdf = await page.request.get('/regulamin?date=20250515')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  await page.getByRole('button', { name: 'Akceptuję' }).click()
  await expect(page.getByText('Akceptacja regulaminu jest wymagana.')).toBeVisible()
  await expect(page.getByText('Akceptacja polityki prywatności jest wymagana.')).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel(/regulaminem programu/).check()
  await expect(page.getByText('Akceptacja regulaminu jest wymagana.')).toBeHidden()
  await page.getByLabel(/polityką prywatności/).check()
  await page.getByRole('button', { name: 'Akceptuję' }).click()
  await expect(page.getByText('Twoje preferencje zostały zapisane. Trwa przekierowanie...')).toBeVisible()
  await expect(page).toHaveURL(/\/about$/, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'O programie' })).toBeVisible()

  const survey = page.getByRole('dialog')
  await expect(survey).toBeVisible()
  await expectAccessible(page)
  await survey.getByRole('button', { name: 'Zamknij' }).click()
  await expect(survey).toBeHidden()
  const surveyCookie = (await context.cookies()).find((c) => c.name === 'SurveyPopup')
  expect(surveyCookie?.value).toBe('true')
  const days = ((surveyCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(359)
  expect(days).toBeLessThanOrEqual(360)

  await page.goto('/start')
  await expect(page.getByRole('heading', { name: 'Witaj, Anna Nowak!' })).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Wyloguj' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible()
  // A guest is sent to the login, which brings them back to what they asked for.
  await page.goto('/about')
  await expect(page).toHaveURL(/\/\?next=%2Fabout$/)
})

test('wrong credentials show the server message and never say which part was wrong', async ({ page }) => {
  await logInToPortal(page, 'partner@demo.pl', 'Zle-haslo1!')
  await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowy adres e-mail lub hasło.' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('the mobile top bar folds its links into a hamburger menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  const survey = page.getByRole('dialog')
  if (await survey.isVisible()) await survey.getByRole('button', { name: 'Zamknij' }).click()
  const menu = page.getByRole('navigation', { name: 'Nawigacja główna' })
  await expect(menu.getByRole('link', { name: 'Zasady' })).toBeHidden()
  await page.getByRole('button', { name: 'Otwórz menu' }).click()
  await expect(menu.getByRole('link', { name: 'Zasady' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Śledź swoje wyniki' })).toBeVisible()
  await expectAccessible(page)
  await menu.getByRole('link', { name: 'O programie' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(menu.getByRole('link', { name: 'Zasady' })).toBeHidden()
  await expect(page.getByRole('contentinfo')).toContainText('pon.–pt. 10:00–16:00')
})
