import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'
import { logInToPortal } from '../support/portal'

test('programme staff log into the back office and see the partners list', async ({ page }) => {
  await logInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Partnerzy' }).click()
  await expect(page.getByRole('cell', { name: 'partner@demo.pl' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'fachowiec@demo.pl' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Dachy Kowalski Sp. z o.o.' }).first()).toBeVisible()
  await expectAccessible(page)
})

test("programme staff filter partners, open one with its ledger, set the company's SAP number, and block and unblock the login", async ({
  page,
  browser,
  baseURL,
}) => {
  await logInToBackOffice(page)
  await expect(page.getByRole('heading', { name: 'Pulpit programu' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('menuitem', { name: 'Korekty punktów' }).click()
  await page.getByRole('link', { name: 'Utwórz' }).click()
  await expect(page).toHaveURL(/#\/ledger-adjustments\/create$/)
  // The partner is found by name as staff type it, not by an e-mail they must know.
  await page.getByRole('combobox', { name: 'Partner (imię, nazwisko lub e-mail)' }).fill('Kowalski')
  await page.getByRole('option', { name: /^Jan Kowalski · partner@demo\.pl/ }).click()
  await page.getByRole('spinbutton', { name: 'Punkty' }).fill('25')
  await page.getByRole('textbox', { name: 'Powód' }).fill('Premia za ankietę')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('cell', { name: 'Premia za ankietę' })).toBeVisible()

  await page.getByRole('menuitem', { name: 'Partnerzy' }).click()
  await page.getByRole('combobox', { name: /^Program/ }).click()
  await page.getByRole('option', { name: 'Punkty za kody' }).click()
  await expect(page.getByRole('cell', { name: 'fachowiec@demo.pl' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'partner@demo.pl' })).toBeHidden()
  await page.getByRole('combobox', { name: /^Program/ }).click()
  await page.getByRole('option', { name: 'Konkurs dystrybutorów' }).click()
  await page.getByRole('cell', { name: 'partner@demo.pl' }).click()
  await expect(page.getByText('Zaakceptował aktualny regulamin i politykę prywatności')).toBeVisible()
  await page.getByRole('tab', { name: 'Rejestr punktów' }).click()
  await expect(page.getByRole('row', { name: /Korekta: Premia za ankietę 25 Korekta program@demo\.pl/ })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('tab', { name: 'Dane' }).click()

  await page.getByRole('button', { name: 'Zablokuj logowanie' }).click()
  await expect(page.getByText('Podaj powód blokady.').first()).toBeVisible()
  await page.getByLabel('Powód blokady').fill('Wyjaśnienie zamówień z handlowcem')
  await page.getByRole('button', { name: 'Zablokuj logowanie' }).click()
  await expect(page.getByText('Logowanie zablokowane.')).toBeVisible()
  const partnerContext = await browser.newContext({ baseURL })
  const partner = await partnerContext.newPage()
  await logInToPortal(partner, 'partner@demo.pl', 'Demo123!')
  await expect(partner.getByText('Logowanie do tego konta zostało zablokowane. Skontaktuj się z organizatorem programu.')).toBeVisible()
  await page.getByRole('button', { name: 'Odblokuj logowanie' }).click()
  await expect(page.getByText('Logowanie odblokowane.')).toBeVisible()
  await logInToPortal(partner, 'partner@demo.pl', 'Demo123!')
  await partner.waitForURL((url) => url.pathname !== '/')
  await partnerContext.close()

  await page.getByRole('menuitem', { name: 'Firmy' }).click()
  await page.getByRole('cell', { name: 'Dachy Kowalski Sp. z o.o.' }).click()
  await page.getByRole('link', { name: 'Edytuj' }).click()
  await page.getByRole('textbox', { name: 'Numer SAP' }).fill('SAP 9')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText('Numer SAP może zawierać tylko cyfry, litery i myślnik.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Numer SAP' }).fill('400987')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText('400987')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Dziennik zdarzeń' }).click()
  // The entry says what happened to which record, in words.
  await page
    .getByRole('row')
    .filter({ hasText: 'Zmieniono' })
    .filter({ hasText: 'Firma' })
    .filter({ hasText: 'Dachy Kowalski Sp. z o.o.' })
    .first()
    .click()
  await expect(page.getByRole('cell', { name: '400987' })).toBeVisible()
  await expectAccessible(page)
})

test('the Payload admin login renders for marketing staff', async ({ page }) => {
  const response = await page.goto('/admin/login')
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible()
  await expect(page.getByRole('button', { name: /Zaloguj/i })).toBeVisible()
})

test('marketing staff are sent to the Payload admin instead of the back office', async ({ page }) => {
  await logInToBackOffice(page, 'marketing@demo.pl')
  await expect(
    page.getByText('Panel obsługi programu jest dla obsługi programu i audytorów. Treści edytujesz w panelu /admin.'),
  ).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Partnerzy' })).toBeHidden()
})
