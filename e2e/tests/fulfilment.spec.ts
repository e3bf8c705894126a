import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { receivedMail } from '../support/mail'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'
import { logInToBackOffice } from '../support/backoffice'

test('staff credit points, the partner orders twice, staff ship one with a tracking number and reject the other: points come back once', async ({
  page,
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext({ baseURL })
  const staff = await staffContext.newPage()
  await logInToBackOffice(staff)
  await staff.getByRole('menuitem', { name: 'Korekty punktów' }).click()
  await staff.getByRole('link', { name: 'Utwórz' }).click()
  await expect(staff).toHaveURL(/#\/ledger-adjustments\/create$/)
  await staff.getByRole('combobox', { name: 'Partner (imię, nazwisko lub e-mail)' }).fill('dekarz@demo')
  await staff.getByRole('option', { name: /· dekarz@demo\.pl/ }).click()
  await staff.getByRole('spinbutton', { name: 'Punkty' }).fill('600')
  await staff.getByRole('textbox', { name: 'Powód' }).fill('Nagroda za udział w targach')
  await staff.getByRole('button', { name: 'Zapisz' }).click()
  await expect(staff.getByRole('cell', { name: 'Nagroda za udział w targach' })).toBeVisible()

  await logInToPortal(page, 'dekarz@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  for (const prize of ['Szczoteczka soniczna', 'Zestaw grillowy']) {
    await page.goto('/katalog')
    await page.getByRole('button', { name: `Dodaj do koszyka: ${prize}` }).click()
    await expect(page.getByText('Nagroda dodana do koszyka.')).toBeVisible()
    await page.goto('/koszyk')
    await page.getByRole('button', { name: 'Złóż zamówienie' }).click()
    await expect(page.getByText('Zamówienie zostało złożone.')).toBeVisible()
  }

  await staff.getByRole('menuitem', { name: 'Zamówienia' }).click()
  await expect(staff.getByRole('cell', { name: 'Szczoteczka soniczna' })).toBeVisible()
  await expectAccessible(staff)
  await staff.getByRole('cell', { name: 'Szczoteczka soniczna' }).click()
  await staff.getByRole('button', { name: 'Przyjmij' }).click()
  await expect(staff.getByText('Nowy status: Przyjęte do realizacji.')).toBeVisible()
  await staff.getByRole('button', { name: 'Wyślij' }).click()
  await expect(staff.getByText('Podaj numer przesyłki.').first()).toBeVisible()
  await staff.getByLabel('Numer przesyłki / powód').fill('PL00998877')
  await staff.getByRole('button', { name: 'Wyślij' }).click()
  await expect(staff.getByText('Nowy status: Wysłane.')).toBeVisible()
  await expectAccessible(staff)

  await page.goto('/koszyk')
  const shippedRow = page.getByRole('row').filter({ hasText: 'Szczoteczka soniczna' })
  // The partner reads the status in Polish, never its code.
  await expect(shippedRow).toContainText('Wysłane')
  await expect(shippedRow).not.toContainText('Shipped')
  await expect(shippedRow).toContainText('Nr przesyłki: PL00998877')
  expect((await receivedMail('dekarz@demo.pl', 'wysłane')).text).toContain('PL00998877')

  await staff.getByRole('menuitem', { name: 'Zamówienia' }).click()
  await staff.getByRole('cell', { name: 'Zestaw grillowy' }).click()
  await staff.getByLabel('Numer przesyłki / powód').fill('Nagroda niedostępna u dostawcy')
  await staff.getByRole('button', { name: 'Odrzuć (zwrot punktów)' }).click()
  await expect(staff.getByText('Nowy status: Odrzucone.')).toBeVisible()
  await expect(staff.getByRole('button', { name: 'Odrzuć (zwrot punktów)' })).toHaveCount(0)

  await page.goto('/moje-punkty')
  const history = page.getByRole('table')
  await expect(history.getByRole('row').filter({ hasText: 'Zwrot punktów: zamówienie' })).toHaveCount(1)
  await expect(history).toContainText('Korekta: Nagroda za udział w targach')
  // 600 credited, 250 spent on the shipped toothbrush; the grill's points came back.
  await expect(page.locator('.key-figure', { hasText: 'Otrzymane punkty' })).toContainText('600 PKT')
  await expect(page.locator('.key-figure', { hasText: 'Wydane punkty' })).toContainText('250 PKT')
  await expect(page.locator('.key-figure', { hasText: 'Dostępne punkty' })).toContainText('350 PKT')
  await staffContext.close()
})
