import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

test('the rules page: tooltips open on hover and click and close, the points table, the regulations download', async ({ page }) => {
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/rules')
  await expect(page.getByRole('heading', { name: 'Zasady konkursu 2025' })).toBeVisible()

  const vip = page.getByRole('button', { name: 'VIP', exact: true })
  await vip.hover()
  await expect(page.getByRole('tooltip')).toContainText('przekroczyły 21 000 punktów')
  await page.getByRole('heading', { name: 'Punktacja' }).hover()
  await expect(page.getByRole('tooltip')).toBeHidden()

  const gold = page.getByRole('button', { name: 'GOLD', exact: true })
  await gold.click()
  await expect(page.getByRole('tooltip')).toContainText('powyżej 4 500 punktów')
  await expectAccessible(page)
  await page.getByRole('tooltip').getByRole('button', { name: 'Zamknij' }).click()
  await expect(page.getByRole('tooltip')).toBeHidden()

  const points = page.getByRole('table').first()
  await expect(points.getByRole('row', { name: /Rynny premium/ })).toContainText('2 PKT / mb')
  await expect(points.getByRole('row', { name: /Rynny standard/ })).toContainText('1 PKT / mb')
  await expect(points.getByRole('row', { name: /Pokrycia dachowe/ })).toContainText('0,5 PKT / m²')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Pobierz regulamin (PDF)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('regulamin-20250515.pdf')
  const { readFile } = await import('node:fs/promises')
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the products table pages 6 per page with the pagination window', async ({ page }) => {
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/rules')
  const products = page
    .getByRole('region', { name: 'Tabela punktowa produktów' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Tabela punktowa produktów' }) }))
  const rows = products.getByRole('row')
  await expect(rows).toHaveCount(7)
  await expect(rows.nth(1)).toContainText('PRD-001')
  const pager = page.getByRole('navigation', { name: 'Strony tabeli produktów' })
  await expect(pager.getByRole('button', { name: 'Poprzednia' })).toBeDisabled()
  await pager.getByRole('button', { name: 'Strona 3' }).click()
  await expect(rows.nth(1)).toContainText('PRD-013')
  await expect(rows).toHaveCount(4)
  await expect(pager.getByRole('button', { name: 'Strona 3' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('button', { name: 'Następna' })).toBeDisabled()
  await pager.getByRole('button', { name: 'Poprzednia' }).click()
  await expect(rows.nth(1)).toContainText('PRD-007')
  await expectAccessible(page)
})

test('a guest sees the rules without the products table', async ({ page }) => {
  await page.goto('/rules')
  await expect(page.getByText('Zaloguj się, aby zobaczyć tabelę punktową produktów.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Strony tabeli produktów' })).toHaveCount(0)
  await expectAccessible(page)
})

test('FAQ is grouped by category and searchable', async ({ page }) => {
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.getByRole('link', { name: 'FAQ' }).first().click()
  await expect(page.getByRole('heading', { name: 'Konto' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Konkurs' })).toBeVisible()
  await page.getByLabel('Szukaj w pytaniach').fill('haslo')
  await expect(page.getByText('Jak zmienić hasło?')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Konkurs' })).toBeHidden()
  await page.getByText('Jak zmienić hasło?').click()
  await expect(page.getByText('Wejdź w „Mój profil”', { exact: false })).toBeVisible()
  await expectAccessible(page)
})

test('marketing edits a news item in the Payload admin and a partner sees the change', async ({ page, browser }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill('marketing@demo.pl')
  await page.getByLabel(/hasło/i).fill('Admin123!')
  await page.getByRole('button', { name: /zaloguj/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto('/admin/collections/news')
  await page.getByRole('link', { name: 'Startuje edycja 2025' }).click()
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('Startuje edycja 2025')
  await title.fill('Startuje edycja 2025 – zaktualizowano')
  await page.getByRole('button', { name: /opublikuj zmiany|publish changes/i }).click()
  await expect(page.getByText(/zaktualizowan|updated successfully|opublikowan/i).first()).toBeVisible()

  const partner = await browser.newPage()
  await logInToPortal(partner, 'partner@demo.pl', 'Demo123!')
  await expect(partner).toHaveURL(/\/start$/)
  await closeSurveyIfShown(partner)
  await expect(partner.getByRole('link', { name: 'Startuje edycja 2025 – zaktualizowano' })).toBeVisible()
  await partner.close()
})

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' })

  test('marketing gets the Payload admin in Polish, with the programme’s logo, Polish dates, role names in words, and a news address made from the title', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    // The programme's name and mark, not Payload's.
    await expect(page.locator('.login__brand').getByText('Program Partnerski')).toBeVisible()
    await page.getByLabel(/e-?mail/i).fill('marketing@demo.pl')
    await page.getByLabel(/hasło/i).fill('Admin123!')
    await page.getByRole('button', { name: 'Zaloguj' }).click()
    await page.waitForURL(/\/admin(?!\/login)/)
    await page.goto('/admin/collections/news')
    await expect(page.getByRole('img', { name: 'Program Partnerski' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Stwórz nowy' }).first()).toBeVisible()
    await expect(page.getByText('Create New')).toHaveCount(0)
    await expect(page.getByText(/\b\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\b/).first()).toBeVisible()

    await page.goto('/admin/collections/news/create')
    await page.locator('#field-title').fill('Nowy katalog nagród: zimą taniej!')
    await page.locator('#field-lead').fill('Zajawka')
    await page.getByRole('button', { name: /opublikuj/i }).click()
    await expect(page.locator('#field-slug')).toHaveValue('nowy-katalog-nagrod-zima-taniej')
    // The item was only for this check: the specs after this one see the demo news as seeded.
    const id = /\/collections\/news\/([^/?]+)/.exec(page.url())![1]!
    const removed = await page.request.delete(`/cms-api/news/${id}`, { headers: { Origin: new URL(page.url()).origin } })
    expect(removed.status()).toBe(200)

    await page.goto('/admin/collections/documents')
    await expect(page.locator('.bool-cell').first()).toHaveText('tak')

    await page.goto('/admin/account')
    await expect(page.getByText('Marketing (treści)')).toBeVisible()
  })
})
