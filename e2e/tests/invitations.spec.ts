import { expect, test } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expectAccessible } from '../support/axe'
import { linkIn, receivedMail } from '../support/mail'
import { logInToPortal } from '../support/portal'
import { logInToBackOffice } from '../support/backoffice'

test('a programme admin imports invitations from CSV after a dry run, and an invitee registers from the e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext({ baseURL })
  const staff = await staffContext.newPage()
  await logInToBackOffice(staff)
  await staff.getByRole('menuitem', { name: 'Zaproszenia' }).click()
  await staff.getByRole('link', { name: 'Importuj z CSV' }).click()
  const file = (rows: string[]) => ({
    name: 'zaproszenia.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['E-mail;Imię;Nazwisko;Telefon;NIP firmy', ...rows].join('\n')),
  })
  await staff
    .getByLabel('Plik CSV z zaproszeniami:')
    .setInputFiles(file(['halina@hurtownia.pl;Halina;Hurt;603100200;', 'partner@demo.pl;Piotr;Wiśniewski;;']))
  await staff.getByRole('button', { name: 'Sprawdź plik' }).click()
  await expect(staff.getByRole('row', { name: '3 Partner z tym adresem ma już konto.' })).toBeVisible()
  await expectAccessible(staff)
  await staff
    .getByLabel('Plik CSV z zaproszeniami:')
    .setInputFiles(file(['halina@hurtownia.pl;Halina;Hurt;603100200;', 'marek@hurtownia.pl;Marek;Hurt;;']))
  await staff.getByRole('button', { name: 'Sprawdź plik' }).click()
  await expect(staff.getByText('Plik jest poprawny. Zaproszenia gotowe do wysłania: 2.')).toBeVisible()
  await staff.getByRole('button', { name: 'Wyślij zaproszenia' }).click()
  await expect(staff.getByText('Wysłano zaproszenia: 2.')).toBeVisible()
  await expect(staff.getByRole('cell', { name: 'halina@hurtownia.pl' })).toBeVisible()
  await expectAccessible(staff)
  // The row offers what the server allows: an open invitation can be sent again or revoked; a revoked one, nothing.
  const marek = staff.getByRole('row').filter({ hasText: 'marek@hurtownia.pl' })
  await expect(marek.getByRole('button')).toHaveText(['Wyślij ponownie', 'Unieważnij'])
  await marek.getByRole('button', { name: 'Unieważnij' }).click()
  await expect(staff.getByText('Zaproszenie unieważnione.')).toBeVisible()
  await expect(marek).toContainText('Unieważnione')
  await expect(marek.getByRole('button')).toHaveCount(0)
  await staffContext.close()

  const link = new URL(linkIn(await receivedMail('halina@hurtownia.pl', 'Zaproszenie do programu partnerskiego'), '/register/'))
  await page.goto(link.pathname)
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('halina@hurtownia.pl')
  await page.getByLabel('Nazwa firmy').fill('Hurtownia Haliny')
  await page.getByLabel('NIP').fill('1130144301')
  const company = page.getByRole('group', { name: 'Dane firmy' })
  await company.getByLabel('Ulica').fill('Składowa')
  await company.getByLabel('Nr budynku').fill('3')
  await company.getByLabel('Kod pocztowy').fill('61-001')
  await company.getByLabel('Miejscowość').fill('Poznań')
  await company.getByLabel('Powiat').fill('Poznań')
  await company.getByLabel('Województwo').selectOption({ label: 'wielkopolskie' })
  const correspondence = page.getByRole('group', { name: 'Adres korespondencyjny' })
  await correspondence.getByLabel('Ulica').fill('Składowa')
  await correspondence.getByLabel('Nr budynku').fill('3')
  await correspondence.getByLabel('Kod pocztowy').fill('61-001')
  await correspondence.getByLabel('Miejscowość').fill('Poznań')
  await page.getByLabel('Hasło', { exact: true }).fill('Halina.2025')
  await page.getByLabel('Powtórz hasło').fill('Halina.2025')
  await page.getByLabel(/regulaminem programu/).check()
  await page.getByLabel(/polityką prywatności/).check()
  await page.getByRole('button', { name: 'Zarejestruj się' }).click()
  await expect(page).toHaveURL(/\/registration-completed$/)
  await logInToPortal(page, 'halina@hurtownia.pl', 'Halina.2025')
  await expect(page).toHaveURL(/\/start$/)
})

test('a big file’s errors come a page at a time, and all of them download as CSV', async ({ page }) => {
  await logInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Zaproszenia' }).click()
  await page.getByRole('link', { name: 'Importuj z CSV' }).click()
  const bad = Array.from({ length: 120 }, (_, i) => `zly-adres-${i};Jan;Nowak;;`)
  await page.getByLabel('Plik CSV z zaproszeniami:').setInputFiles({
    name: 'zaproszenia.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['E-mail;Imię;Nazwisko;Telefon;NIP firmy', ...bad].join('\n')),
  })
  await page.getByRole('button', { name: 'Sprawdź plik' }).click()
  const errors = page.getByRole('table', { name: 'Błędy w pliku' })
  await expect(errors.getByRole('row')).toHaveCount(51)
  await expect(page.getByText('1–50 z 120')).toBeVisible()
  await page.getByRole('button', { name: /następn|next/i }).click()
  await expect(errors.getByRole('row', { name: /^52 E-mail:/ })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Pobierz wszystkie błędy (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('bledy-importu.csv')
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(121)
  expect(lines[0]).toBe('Wiersz;Problem')
  expect(lines[120]).toMatch(/^121;E-mail: /)
})

test('an invitation names the distributor’s company, found by its NIP in the form', async ({ page }) => {
  await logInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Zaproszenia' }).click()
  await page.getByRole('link', { name: /utwórz|dodaj/i }).click()
  const email = `nowy-dystrybutor-${Date.now()}@demo.pl`
  // The form's field, not the list's "Sortuj wg e-mail" header, which a slow machine still shows for a moment after the click.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByLabel('Imię').fill('Adam')
  await page.getByLabel('Nazwisko').fill('Dachowski')
  await page.getByLabel('Firma').fill('5260250274')
  await page.getByRole('option', { name: 'Dachy Kowalski Sp. z o.o. (NIP 5260250274)' }).click()
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await page.getByRole('textbox', { name: 'Szukaj' }).fill(email)
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Dachy Kowalski Sp. z o.o.')
})
