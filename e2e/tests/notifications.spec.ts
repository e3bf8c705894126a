import { expect, type Locator, type Page, test } from '@playwright/test'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

// Runs before regulations-version.spec (files run in name order), while fachowiec@'s acceptance is current.

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Four mistyped codes in a row, each sent with Enter from the field, so the field stays the one in use. */
async function fourTypos(page: Page, input: Locator) {
  const alerts = page.getByRole('region', { name: /powiadomienia/i }).getByRole('alert')
  // The previous round's toasts have gone (3 s each), so these four are the only ones.
  await expect(alerts).toHaveCount(0)
  for (const typo of ['ABCD-EFG1', 'ABCD-EFG2', 'ABCD-EFG3', 'ABCD-EFG4']) {
    await input.fill(typo)
    await input.press('Enter')
  }
  await expect(alerts).toHaveCount(4)
  await expect(input).toBeFocused()
}

test('on a phone, toasts take at most a third of the screen and never cover the code field being typed in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await page.waitForURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  const input = page.getByLabel('Kod z opakowania')
  const toaster = page.getByRole('region', { name: /powiadomienia/i })
  await fourTypos(page, input)
  let toasts = (await toaster.boundingBox())!
  expect(toasts.height).toBeLessThanOrEqual(667 / 3)
  expect(overlaps(toasts, (await input.boundingBox())!)).toBe(false)

  // The field low on the screen (as with the keyboard open): the toasts move to the top, below the menu bar.
  await page.setViewportSize({ width: 375, height: 420 })
  await input.evaluate((field) => field.scrollIntoView({ block: 'end' }))
  await fourTypos(page, input)
  toasts = (await toaster.boundingBox())!
  expect(toasts.y).toBeLessThan((await input.boundingBox())!.y)
  await page.screenshot({ path: test.info().outputPath('phone-keyboard.png') })
  expect(overlaps(toasts, (await input.boundingBox())!)).toBe(false)
  expect(overlaps(toasts, (await page.locator('.topbar').boundingBox())!)).toBe(false)
})

test('on a desktop, toasts cover neither the menu nor the field in use', async ({ page }) => {
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await page.waitForURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  const input = page.getByLabel('Kod z opakowania')
  await fourTypos(page, input)
  const toasts = (await page.getByRole('region', { name: /powiadomienia/i }).boundingBox())!
  expect(overlaps(toasts, (await page.getByRole('navigation', { name: 'Nawigacja główna' }).boundingBox())!)).toBe(false)
  expect(overlaps(toasts, (await input.boundingBox())!)).toBe(false)
})
