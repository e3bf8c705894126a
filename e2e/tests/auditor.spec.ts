import { expect, test } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { readFile } from 'node:fs/promises'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'

async function pdfText(path: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(await readFile(path)), isEvalSupported: false }).promise
  const pages = await Promise.all(
    Array.from({ length: document.numPages }, async (_, i) =>
      (await (await document.getPage(i + 1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
    ),
  )
  return pages.join('\n')
}

test('an auditor sees the dashboard, reads without changing anything, and downloads the reconciliation PDF that says the balances agree', async ({
  page,
}) => {
  await logInToBackOffice(page, 'audytor@demo.pl')
  await expect(page.getByRole('heading', { name: 'Pulpit programu' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Liczby z wykresu, tydzień po tygodniu' })).toBeVisible()
  await expect(page.getByText(/^32 firmy · opublikowano/)).toBeVisible()
  // The chart has axes with their names and a scale (MUI X Charts), not bare bars.
  await expect(page.locator('.MuiChartsAxis-label').getByText('Liczba')).toBeVisible()
  await expect(page.locator('.MuiChartsAxis-tickLabel').getByText('0', { exact: true }).first()).toBeVisible()

  await page.getByRole('menuitem', { name: 'Zamówienia' }).click()
  await expect(page.getByRole('button', { name: 'Przyjmij oczekujące z tej strony' })).toBeHidden()

  await page.getByRole('menuitem', { name: 'Eksporty i uzgodnienie' }).click()
  await page.getByRole('button', { name: 'Pokaż uzgodnienie' }).click()
  await expect(page.getByText('Salda się zgadzają: saldo zamknięcia równa się sumie sald partnerów.')).toBeVisible()
  await expectAccessible(page)

  const csv = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Rejestr punktów: CSV' }).click()
  expect((await csv).suggestedFilename()).toBe('ledger.csv')

  const pdf = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Pobierz uzgodnienie (PDF)' }).click()
  const file = await pdf
  expect(file.suggestedFilename()).toBe('uzgodnienie-punktow.pdf')
  const text = await pdfText(await file.path())
  expect(text).toContain('Uzgodnienie punktów')
  expect(text).toContain('Salda się zgadzają')

  // Each download is in the audit trail, in words, naming what was exported and for which period.
  await page.getByRole('menuitem', { name: 'Dziennik zdarzeń' }).click()
  const downloads = page.getByRole('row').filter({ hasText: 'Pobrano eksport danych' })
  await expect(downloads.filter({ hasText: 'Uzgodnienie punktów · okres od początku – do dziś' })).toBeVisible()
  await expect(downloads.filter({ hasText: 'Rejestr punktów · okres od początku – do dziś' })).toBeVisible()
  await expect(
    page.getByRole('row').filter({ hasText: 'Zalogowano do panelu' }).filter({ hasText: 'audytor@demo.pl' }).first(),
  ).toBeVisible()
})
