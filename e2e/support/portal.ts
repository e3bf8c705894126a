import { expect, type Page } from '@playwright/test'

export async function logInToPortal(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/')
  await page.getByLabel('Adres e-mail').fill(email)
  await page.getByLabel('Hasło').fill(password)
  await page.getByRole('button', { name: 'Zaloguj' }).click()
}

export async function logOutOfPortal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Wyloguj' }).click()
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible()
}

export async function closeSurveyIfShown(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  if (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: 'Zamknij' }).click()
    await expect(dialog).toBeHidden()
  }
}
