import { expect, test } from '@playwright/test'
import { makeCode } from '@portal/shared'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'

test('programme staff generate a training batch, import printed codes after fixing a bad row, and look a code up', async ({ page }) => {
  await logInToBackOffice(page)

  await page.getByRole('menuitem', { name: 'Partie kodów' }).click()
  await expect(page.getByRole('cell', { name: 'Partia demonstracyjna 2025' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Utwórz' }).click()
  await expect(page).toHaveURL(/#\/code-batches\/create$/)
  await page.getByRole('textbox', { name: 'Nazwa partii' }).fill('Kupony – szkolenie dachowe')
  await page.getByLabel('Rodzaj').click()
  await page.getByRole('option', { name: 'Kupony szkoleniowe' }).click()
  await page.getByLabel('Nazwa szkolenia').fill('Szkolenie dachowe, Poznań')
  await page.getByLabel('Punkty za kod').fill('25')
  await page.getByLabel('Liczba kodów').fill('12')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText('Szkolenie dachowe, Poznań')).toBeVisible()
  const csv = page.waitForEvent('download')
  await page.getByRole('link', { name: 'CSV' }).click()
  expect((await csv).suggestedFilename()).toMatch(/^kody-.+\.csv$/)

  const fresh = Array.from({ length: 3 }, () => makeCode(Math.random))
  const bad = `${fresh[0]!.slice(0, 7)}${fresh[0]!.endsWith('A') ? 'B' : 'A'}`
  await page.goto('/backoffice/#/code-batches/import')
  await page.getByRole('textbox', { name: 'Nazwa partii' }).fill('Nadruk zewnętrzny')
  await page.getByLabel('Punkty za kod').fill('5')
  await page
    .getByLabel('Plik CSV z kodami:')
    .setInputFiles({ name: 'kody.csv', mimeType: 'text/csv', buffer: Buffer.from(['Kod', fresh[1], bad, fresh[2]].join('\n')) })
  await page.getByRole('button', { name: 'Sprawdź plik' }).click()
  await expect(page.getByText('Błędne wiersze: 1 z 3. Popraw plik i sprawdź go ponownie.')).toBeVisible()
  await expect(page.getByRole('row', { name: `3 ${bad} Nieprawidłowy kod: zły format lub znak kontrolny.` })).toBeVisible()
  await expectAccessible(page)
  await page
    .getByLabel('Plik CSV z kodami:')
    .setInputFiles({ name: 'kody.csv', mimeType: 'text/csv', buffer: Buffer.from(['Kod', fresh[1], fresh[2]].join('\n')) })
  await page.getByRole('button', { name: 'Sprawdź plik' }).click()
  await expect(page.getByText('Plik jest poprawny. Kody gotowe do importu: 2.')).toBeVisible()
  await page.getByRole('button', { name: 'Importuj' }).click()
  await expect(page.getByText('Zaimportowano kody: 2.')).toBeVisible()
  await page.getByRole('link', { name: 'Pokaż kody tej partii' }).click()
  await expect(page.getByRole('cell', { name: `${fresh[1]!.slice(0, 4)}-${fresh[1]!.slice(4)}` })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Nadruk zewnętrzny' }).first()).toBeVisible()
})

test('programme staff revoke a leaked batch after confirming, and the batch says when and who', async ({ page }) => {
  await logInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Partie kodów' }).click()
  await page.getByRole('link', { name: 'Utwórz' }).click()
  await page.getByRole('textbox', { name: 'Nazwa partii' }).fill('Partia do unieważnienia')
  await page.getByLabel('Punkty za kod').fill('5')
  await page.getByLabel('Liczba kodów').fill('4')
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByText('Partia do unieważnienia').first()).toBeVisible()
  await page.getByRole('button', { name: 'Unieważnij partię' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unieważnić partię „Partia do unieważnienia”?' })
  await expect(dialog).toContainText('Zarejestrowane kody i ich punkty zostają.')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Unieważnij partię' }).click()
  await expect(
    page.getByText('Partia unieważniona. Niezarejestrowane kody, które przestały działać: 4; zarejestrowane (zostają): 0.'),
  ).toBeVisible()
  await expect(page.getByText('program@demo.pl').last()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unieważnij partię' })).toBeHidden()
})
