import type { Page } from '@playwright/test'

/** Logs a staff member into /backoffice (the demo staff share one password). */
export async function logInToBackOffice(page: Page, email = 'program@demo.pl'): Promise<void> {
  await page.goto('/backoffice/')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Hasło').fill('Admin123!')
  await page.getByRole('button', { name: 'Zaloguj' }).click()
}
