import { expect, test } from '@playwright/test'
import { formatCode, makeCode } from '@portal/shared'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

test('codes from a fourth phone in a day wait as pending points; staff read the evidence in "Podejrzane aktywności" and release them', async ({
  page,
  browser,
  baseURL,
}) => {
  // A batch of printed codes for the story.
  const codes = Array.from({ length: 4 }, () => makeCode(Math.random))
  await logInToBackOffice(page)
  await expect(page.getByText('Pulpit').first()).toBeAttached()
  await page.goto('/backoffice/#/code-batches/import')
  await page.getByRole('textbox', { name: 'Nazwa partii' }).fill('Nadruk – budowa')
  await page.getByLabel('Punkty za kod').fill('5')
  await page
    .getByLabel('Plik CSV z kodami:')
    .setInputFiles({ name: 'kody.csv', mimeType: 'text/csv', buffer: Buffer.from(['Kod', ...codes].join('\n')) })
  await page.getByRole('button', { name: 'Sprawdź plik' }).click()
  await page.getByRole('button', { name: 'Importuj' }).click()
  await expect(page.getByText('Nadruk – budowa').first()).toBeVisible()

  // The same partner, four phones: the fourth is one more than a crew uses in a day.
  for (const [i, code] of codes.entries()) {
    const phone = await browser.newContext({ baseURL, userAgent: `Mozilla/5.0 (Linux; Android 14; Telefon ${i + 1}) Chrome/131.0 Mobile` })
    const partner = await phone.newPage()
    await logInToPortal(partner, 'zbrojarz@demo.pl', 'Demo123!')
    await expect(partner).toHaveURL(/\/start$/)
    await closeSurveyIfShown(partner)
    await partner.goto('/dodaj-kod')
    await partner.getByLabel('Kod z opakowania').fill(code)
    await partner.getByRole('button', { name: 'Dodaj', exact: true }).click()
    const toasts = partner.getByRole('region', { name: /powiadomienia/i })
    if (i < 3) await expect(toasts.getByText(`Kod ${formatCode(code)} został zarejestrowany: +5 PKT.`)).toBeVisible()
    else {
      await expect(toasts.getByText('Kod został zarejestrowany. +5 PKT czeka na sprawdzenie przez organizatora.')).toBeVisible()
      await expect(toasts).not.toContainText('został zarejestrowany: +5 PKT')
      await partner.goto('/moje-punkty')
      await expect(partner.locator('.key-figure').filter({ hasText: 'Dostępne punkty' })).toHaveText('Dostępne punkty15 PKT')
      await expect(partner.locator('.key-figure').filter({ hasText: 'Oczekujące punkty' })).toHaveText('Oczekujące punkty5 PKT')
      await expectAccessible(partner)
    }
    await phone.close()
  }

  await page.getByRole('menuitem', { name: 'Podejrzane aktywności' }).click()
  const row = page.getByRole('row').filter({ hasText: 'zbrojarz@demo.pl' })
  await expect(row).toContainText('Kody z wielu urządzeń')
  await expect(row).toContainText('Do sprawdzenia')
  await expectAccessible(page)
  await row.click()
  const evidence = page.getByRole('table', { name: 'Próby rejestracji kodów (4)' })
  await expect(evidence.getByRole('row')).toHaveCount(5)
  await expect(evidence).toContainText('Telefon 4')
  await expect(page.getByText(/zbrojarz@demo\.pl: Kod .* 5 PKT – czekają na decyzję/)).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Zwolnij punkty' }).click()
  await page
    .getByRole('dialog', { name: 'Zwolnić wstrzymane punkty: zbrojarz@demo.pl?' })
    .getByRole('button', { name: 'Zwolnij punkty' })
    .click()
  await expect(page.getByText('Punkty zwolnione.')).toBeVisible()
  await expect(page.getByText('Punkty zwolnione', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zwolnij punkty' })).toHaveCount(0)

  const partner = await (await browser.newContext({ baseURL })).newPage()
  await logInToPortal(partner, 'zbrojarz@demo.pl', 'Demo123!')
  await expect(partner).toHaveURL(/\/start$/)
  await closeSurveyIfShown(partner)
  await partner.goto('/moje-punkty')
  await expect(partner.locator('.key-figure').filter({ hasText: 'Dostępne punkty' })).toHaveText('Dostępne punkty20 PKT')
  await expect(partner.locator('.key-figure').filter({ hasText: 'Oczekujące' })).toHaveCount(0)
})

test('auditors read the queue but decide nothing', async ({ page }) => {
  await logInToBackOffice(page, 'audytor@demo.pl')
  await expect(page.getByText('Pulpit').first()).toBeAttached()
  await page.getByRole('menuitem', { name: 'Podejrzane aktywności' }).click()
  await page.getByRole('row').filter({ hasText: 'zbrojarz@demo.pl' }).click()
  await expect(page.getByText('Kody z wielu urządzeń').first()).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: /Zwolnij punkty|Anuluj punkty|Zamknij bez zmian/ })).toHaveCount(0)
})
