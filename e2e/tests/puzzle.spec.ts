import { expect, test } from '@playwright/test'
import { DEMO_DESTINATION, DEMO_PUZZLES } from '@portal/seed'
import { expectAccessible } from '../support/axe'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

test('a distributor votes in all six groups, each vote reveals a piece, and the sixth reveals the destination', async ({ page }) => {
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Puzzle' }).click()
  await expect(page.getByRole('heading', { name: 'Puzzle', level: 1 })).toBeVisible()
  await expect(page.getByText('Oddane głosy: 0 z 6.', { exact: false })).toBeVisible()
  await expectAccessible(page)

  const choices = Object.values(DEMO_PUZZLES).map((names) => names[1]!)
  for (const [i, name] of choices.entries()) {
    await page.getByRole('button', { name: `Głosuję: ${name}` }).click()
    if (i < choices.length - 1) {
      await expect(page.getByText(`Oddane głosy: ${i + 1} z 6.`, { exact: false })).toBeVisible()
      // The vote uncovers its piece of the destination's picture, cut on the server (the rest never reaches the page).
      const board = page.getByRole('list', { name: `Układanka: odsłonięte elementy ${i + 1} z 6` })
      await expect(board.getByRole('img', { name: `Kawałek obrazka ${i + 1} z 6` })).toHaveJSProperty('naturalWidth', 200)
      await expect(board.getByRole('img')).toHaveCount(i + 1)
      await expect(page.getByText(`Twój wybór: ${name}`)).toBeVisible()
    }
  }
  await expect(page.getByRole('heading', { name: `Cel wyjazdu: ${DEMO_DESTINATION.title}` })).toBeVisible()
  await expect(page.getByText(DEMO_DESTINATION.text)).toBeVisible()
  await expect(page.getByRole('img', { name: DEMO_DESTINATION.title })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Głosuję:/ })).toHaveCount(0)
  await expectAccessible(page)
})
