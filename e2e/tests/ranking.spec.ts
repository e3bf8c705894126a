import { expect, test } from '@playwright/test'
import { contestCsv, demoContestRows } from '@portal/seed'
import { expectAccessible } from '../support/axe'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'
import { logInToBackOffice } from '../support/backoffice'

const KOWALSKI = '5260250274'

test('an admin imports results, fixes a bad row, sees the diff and publishes; the partner sees the new place on /ranking', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Śledź swoje wyniki' }).click()
  await expect(page.getByRole('heading', { name: 'Śledź swoje wyniki' })).toBeVisible()
  await expect(page.getByText('Stan na dzień 15.06.2025')).toBeVisible()
  await expect(page.getByText('Twoja firma zajmuje 4. miejsce (6100 PKT).', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('row', { name: /Dachy Kowalski Sp\. z o\.o\. \(Twoja firma\)/ }).first()).toBeVisible()
  await expectAccessible(page)

  const rows = demoContestRows().map((row) => (row.nip === KOWALSKI ? { ...row, points: 9800 } : row))
  const good = contestCsv(rows)
  const bad = good.replace(
    `${KOWALSKI};Dachy Kowalski Sp. z o.o.;Centrum;5200;9800`,
    `${KOWALSKI};Dachy Kowalski Sp. z o.o.;Centrum;5200;dziewięć tysięcy`,
  )
  const badRow = bad.split('\n').findIndex((line) => line.startsWith(KOWALSKI)) + 1

  const adminContext = await browser.newContext({ baseURL })
  const admin = await adminContext.newPage()
  await logInToBackOffice(admin)
  await admin.getByRole('menuitem', { name: 'Publikacje rankingu' }).click()
  await admin.getByRole('link', { name: 'Importuj wyniki' }).click()
  // The list behind it has a column of the same name: wait until the import screen is shown.
  await expect(admin.getByRole('heading', { level: 1, name: 'Import wyników konkursu' })).toBeVisible()
  await admin.getByLabel('Stan na dzień').fill('2025-06-29')
  await admin.getByLabel('Plik z wynikami:').setInputFiles({ name: 'ranking-29-06.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) })
  await admin.getByRole('button', { name: 'Sprawdź plik' }).click()
  await expect(admin.getByText(`Błędne wiersze: 1 z ${rows.length}. Popraw plik i sprawdź go ponownie.`)).toBeVisible()
  await expect(
    admin.getByRole('row', { name: `${badRow} Nieprawidłowa liczba w kolumnie „Punkty 2025”: „dziewięć tysięcy”.` }),
  ).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Opublikuj' })).toHaveCount(0)
  await expectAccessible(admin)

  await admin.getByLabel('Plik z wynikami:').setInputFiles({ name: 'ranking-29-06.csv', mimeType: 'text/csv', buffer: Buffer.from(good) })
  await admin.getByRole('button', { name: 'Sprawdź plik' }).click()
  // The demo file has 32 companies: "32 firmy", not "32 firm" (Polish plurals).
  expect(rows).toHaveLength(32)
  await expect(admin.getByText('Plik jest poprawny: 32 firmy.', { exact: false })).toBeVisible()
  await expect(
    admin.getByRole('table', { name: 'Awanse' }).getByRole('row', { name: 'Dachy Kowalski Sp. z o.o. GOLD Centrum 4 1' }),
  ).toBeVisible()
  await expectAccessible(admin)
  await admin.getByRole('button', { name: 'Opublikuj' }).click()
  await expect(admin.getByText('Ranking został opublikowany.')).toBeVisible()
  await expect(admin.getByRole('link', { name: 'ranking-29-06.csv' })).toBeVisible()
  await adminContext.close()

  await page.reload()
  await expect(page.getByText('Stan na dzień 29.06.2025')).toBeVisible()
  await expect(page.getByText('Twoja firma zajmuje 1. miejsce (9800 PKT).', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('Obecnie miejsce nagradzane: Nagroda regionalna GOLD.').first()).toBeVisible()
})
