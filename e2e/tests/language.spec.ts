import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'

// Leaves the partner's language Polish again: later stories read Polish screens.

test('the PL / EN switcher turns guest and partner screens and content English, is kept for the partner, and turns them back', async ({
  page,
  browser,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible()
  const switcher = page.getByRole('group', { name: /Język|Language/ })
  await expect(switcher.getByRole('button', { name: 'polski' })).toHaveAttribute('aria-pressed', 'true')
  await switcher.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en')
  await expectAccessible(page)
  // The content is English too where marketing translated it (the rules page of the demo is).
  await page.goto('/rules')
  await expect(page.getByRole('heading', { level: 1, name: 'Contest rules 2025' })).toBeVisible()
  await expect(page.getByText('The contest runs from 1 January to 31 December 2025.', { exact: false })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Premium gutters' })).toBeVisible()
  await page.goto('/login')

  await page.getByLabel('E-mail address').fill('bez.zgody@demo.pl')
  await page.getByLabel('Password').fill('Demo123!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Accept the regulations' })).toBeVisible()

  // The choice made while logged in is the partner's: a login on another device brings it.
  const loginElsewhere = async () => {
    const elsewhere = await browser.newContext()
    await elsewhere.request.get('/sanctum/csrf-cookie')
    const token = decodeURIComponent((await elsewhere.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
    const answer = await elsewhere.request.post('/api/login', {
      data: { email: 'bez.zgody@demo.pl', password: 'Demo123!' },
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': token },
    })
    const { language } = (await answer.json()) as { language: string }
    await elsewhere.close()
    return language
  }
  // English picked before logging in became the partner's language.
  expect(await loginElsewhere()).toBe('en')
  await expectAccessible(page)
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'polski' }).click()
  await expect(page.getByRole('heading', { name: 'Akceptacja regulaminu' })).toBeVisible()
  expect(await loginElsewhere()).toBe('pl')
})
