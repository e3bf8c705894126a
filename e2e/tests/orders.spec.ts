import { expect, test } from '@playwright/test'
import { demoCodes } from '@portal/seed'
import { formatPoints, type PointsBalance } from '@portal/shared'
import { expectAccessible } from '../support/axe'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

test('a tradesperson fills the cart, places an order, and a second order beyond the balance fails with the message', async ({ page }) => {
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  // Points for the order: fifteen more demo codes (20 PKT each), registered as the add-code screen would.
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const headers = { 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' }
  for (const code of demoCodes(20).slice(4, 19))
    expect((await page.request.post('/api/codes', { headers, data: { code } })).status()).toBe(200)

  const balance = async () => (await (await page.request.get('/api/points')).json()) as PointsBalance
  const before = await balance()

  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Katalog nagród' }).click()
  await expect(page.getByRole('heading', { name: 'Katalog nagród' })).toBeVisible()
  // Every prize shows its picture (the demo's are drawn by the seed), loaded and described.
  const pictures = page.locator('.prize img')
  await expect(pictures.first()).toHaveJSProperty('complete', true)
  // Lazy pictures arrive one by one (a busy CI machine took longer than the first): each must load, in time.
  const prizes = await page.locator('.prize').count()
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.map((img) => [(img as HTMLImageElement).naturalWidth > 0, (img as HTMLImageElement).alt !== '']),
      ),
    )
    .toEqual(Array(prizes).fill([true, true]))
  // What the partner can spend is in sight while choosing.
  await expect(page.locator('.key-figure')).toHaveText(`Dostępne punkty${formatPoints(before.available)}`)
  // At 1280 px no filter's input reaches into the next one.
  const overlaps = await page.locator('.filters input, .filters select').evaluateAll((controls) => {
    const boxes = controls.map((control) => control.getBoundingClientRect())
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        .map(() => i),
    )
  })
  expect(overlaps).toEqual([])
  await page.getByLabel('Sortowanie').selectOption({ label: 'Punkty rosnąco' })
  await expect(page.locator('.prize h2').first()).toHaveText('Szczoteczka soniczna')
  await page.getByLabel('Tylko nagrody, na które mnie stać').check()
  await expect(page.locator('.prize h2')).toHaveText(['Szczoteczka soniczna', 'Zestaw grillowy'])
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Dodaj do koszyka: Szczoteczka soniczna' }).click()
  await expect(page.getByText('Nagroda dodana do koszyka.')).toBeVisible()

  await page.getByRole('link', { name: 'Koszyk' }).click()
  const cart = page.getByRole('table').first()
  await expect(cart).toContainText('Szczoteczka soniczna')
  await expect(cart).toContainText('250 PKT')
  // More than the limit is said, not silently undone; the cart keeps its quantity.
  await cart.getByLabel('Ilość: Szczoteczka soniczna').fill('25')
  await expect(page.getByText('Najwyżej 20 sztuk jednej nagrody.')).toBeVisible()
  await cart.getByLabel('Ilość: Szczoteczka soniczna').blur()
  await expect(cart.getByLabel('Ilość: Szczoteczka soniczna')).toHaveValue('1')
  await expect(cart).toContainText('250 PKT')
  // Each delivery choice shows the address it means.
  await expect(page.getByRole('radio', { name: /^Adres korespondencyjny/ })).toBeChecked()
  await expect(page.locator('.delivery__choice').first()).toContainText('Ogrodowa 7')
  await expect(page.locator('.delivery__choice').nth(1)).toContainText('Ogrodowa 7')
  await page.getByRole('radio', { name: 'Inny adres' }).check()
  await page.getByLabel('Odbiorca').fill('Piotr Wiśniewski')
  await page.getByLabel('Ulica').fill('Budowlana')
  await page.getByLabel('Nr budynku').fill('12')
  await page.getByLabel('Kod pocztowy').fill('30-001')
  await page.getByLabel('Miejscowość').fill('Kraków')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click()
  await expect(page.getByText('Zamówienie zostało złożone.')).toBeVisible()
  await expect(page.getByText('Koszyk jest pusty.')).toBeVisible()
  await expect(page.locator('.key-figure')).toHaveText(`Dostępne punkty${formatPoints(before.available - 250)}`)
  const orders = page.getByRole('table')
  await expect(orders).toContainText('Szczoteczka soniczna')
  // In Polish, as everywhere a partner looks: the status, never its code.
  await expect(orders).toContainText('Oczekuje')
  await expect(orders).not.toContainText('Pending')

  await page.goto('/katalog')
  await page.getByRole('button', { name: 'Dodaj do koszyka: Zestaw grillowy' }).click()
  await expect(page.getByText('Nagroda dodana do koszyka.')).toBeVisible()
  await page.goto('/koszyk')
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click()
  await expect(page.getByText('Za mało punktów, aby złożyć to zamówienie.')).toBeVisible()
  await expect(page.getByText('Za mało punktów, aby złożyć to zamówienie.')).toBeHidden()
  // "Zamów ponownie" asks first, with the address, like a normal order; cancelling orders nothing.
  await page.getByRole('button', { name: /^Zamów ponownie nagrody z zamówienia ZAM-/ }).click()
  const reorder = page.getByRole('dialog', { name: /^Zamów ponownie: ZAM-/ })
  await expect(reorder).toContainText('Szczoteczka soniczna')
  await expect(reorder.getByRole('radio', { name: /^Adres korespondencyjny/ })).toBeChecked()
  await expectAccessible(page)
  await reorder.getByRole('button', { name: 'Anuluj' }).click()
  await expect(reorder).toBeHidden()
  await page.getByRole('button', { name: /^Zamów ponownie nagrody z zamówienia ZAM-/ }).click()
  await reorder.getByRole('button', { name: 'Potwierdź zamówienie' }).click()
  await expect(page.getByText('Za mało punktów, aby złożyć to zamówienie.')).toBeVisible()
  await reorder.getByRole('button', { name: 'Anuluj' }).click()
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(2)

  await page.goto('/moje-punkty')
  const after = await balance()
  expect([after.received, after.sent, after.available]).toEqual([before.received, before.sent + 250, before.available - 250])
  const summary = page.locator('.points-summary')
  await expect(summary.locator('div').nth(0)).toHaveText(`Otrzymane punkty${formatPoints(after.received)}`)
  await expect(summary.locator('div').nth(1)).toHaveText(`Wydane punkty${formatPoints(after.sent)}`)
  await expect(summary.locator('div').nth(2)).toHaveText(`Dostępne punkty${formatPoints(after.available)}`)
  // The demo's points expire at the end of March of the next year; all of them were earned this year.
  const nextYear = new Date().getFullYear() + 1
  expect(after.expiring).toEqual({ points: after.available, date: `${nextYear}-03-31` })
  await expect(page.locator('.points-expiring')).toHaveText(`${formatPoints(after.available)} wygaśnie 31.03.${nextYear}`)
  await expect(page.getByRole('table')).toContainText(/Zamówienie ZAM-\d{8}-[0-9A-F]{6}/)
  await expect(page.getByRole('table')).toContainText('-250 PKT')
  await page.getByRole('tab', { name: 'Moje kody' }).click()
  await expect(page.getByRole('table')).toContainText('Rynna półokrągła Premium 125 mm')
  await page.getByRole('tab', { name: 'Moje szkolenia' }).click()
  await expect(page.getByText('Nie zarejestrowano jeszcze kuponów ze szkoleń.')).toBeVisible()
  await expectAccessible(page)
})
