import { expect, type Page, test } from '@playwright/test'
import { links, paths } from '@portal/shared'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

// Runs before regulations-version.spec (files run in name order), while the demo partners' acceptances are current.

/** A phone and a desk: every screen must fit both without scrolling sideways (each width a test of its own). */
const WIDTHS = [375, 1280] as const

// Each walk visits many screens and runs axe on each: the back office's 27 took 60–66 s on 2026-11-26's slower host,
// the default limit, and the partners' walks 34–40 s.
test.describe.configure({ timeout: 180_000 })

/** Visits each route at one width: it shows its heading, nothing is wider than the window, and axe finds nothing serious. */
async function walk(page: Page, width: number, routes: string[]): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  for (const route of routes) {
    await page.goto(route)
    await expect(page.locator('main h1').first(), `${route} at ${width} px`).toBeVisible()
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect.soft(overflow, `${route} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0)
    await test.step(`axe: ${route} at ${width} px`, () => expectAccessible(page))
  }
}

for (const width of WIDTHS) {
  test(`the API description for the manufacturer's developers fits ${width} px and passes axe`, async ({ page }) => {
    await walk(page, width, ['/api/docs'])
  })

  test(`every guest screen fits ${width} px and passes axe`, async ({ page }) => {
    await walk(page, width, [paths.login, paths.selfRegistration, paths.remindPassword, paths.contact])
  })

  test(`every screen of the points programme fits ${width} px and passes axe`, async ({ page }) => {
    await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
    await page.waitForURL(/\/start$/)
    await closeSurveyIfShown(page)
    const news = (await (await page.request.get('/api/news')).json()) as { items: Array<{ slug: string }> }
    const slug = news.items[0]!.slug
    await walk(page, width, [
      paths.start,
      paths.addCode,
      paths.catalogue,
      paths.cart,
      paths.myPoints,
      paths.rules,
      paths.faq,
      paths.news,
      links.newsItem(slug),
      paths.contact,
      paths.profile,
      paths.editData,
      paths.editAuthorization,
    ])
  })

  test(`every screen of the distributor contest fits ${width} px and passes axe`, async ({ page }) => {
    await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
    await page.waitForURL(/\/start$/)
    await closeSurveyIfShown(page)
    await walk(page, width, [
      paths.start,
      paths.ranking,
      paths.puzzle,
      paths.rules,
      paths.about,
      paths.mainPrize,
      paths.superwomen,
      paths.investments,
      paths.archive,
      paths.faq,
      paths.profile,
    ])
  })

  test(`the acceptance screen fits ${width} px and passes axe`, async ({ page }) => {
    await logInToPortal(page, 'bez.zgody@demo.pl', 'Demo123!')
    await page.waitForURL(/akceptacja-regulaminu/)
    await walk(page, width, [paths.acceptRegulations])
  })
}

/** The back office as an admin sees it (every screen), at one width: fits, every button shows words or an icon, axe passes. */
async function walkBackOffice(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  await logInToBackOffice(page, 'admin@demo.pl')
  await expect(page.getByText('Pulpit').first()).toBeAttached()
  const screens = ['/', '/orders', '/invitations', '/invitations/create', '/invitations/import', '/partners', '/companies']
  screens.push('/ledger-adjustments', '/ledger-adjustments/create', '/ledger-adjustments/import', '/code-batches', '/code-batches/create')
  screens.push('/code-batches/import', '/codes', '/ranking-publications', '/ranking-publications/import', '/contact-messages', '/audit-log')
  screens.push('/exports', '/tax', '/api-keys', '/api-keys/create', '/webhooks', '/webhooks/create', '/webhook-deliveries', '/fraud-cases')
  // A case of "Podejrzane aktywności" with its evidence (the fraud story, earlier in the run, raised one).
  const [fraudCase] = (await (await page.request.get('/backoffice/api/fraud-cases')).json()) as Array<{ id: string }>
  if (fraudCase) screens.push(`/fraud-cases/${fraudCase.id}/show`)
  for (const screen of screens) {
    await page.goto(`/backoffice/#${screen}`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('main').first(), `${screen} at ${width} px`).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect.soft(overflow, `${screen} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0)
    // react-admin's Button drops its words below 600 px: one without an icon is then an empty square nobody can read.
    const empty = await page.evaluate(() =>
      [...document.querySelectorAll('main button, main a[role="button"]')]
        .filter((button) => (button as HTMLElement).offsetParent !== null)
        .filter((button) => !(button as HTMLElement).innerText.trim() && !button.querySelector('svg, img'))
        .map((button) => button.getAttribute('aria-label') ?? button.outerHTML.slice(0, 80)),
    )
    expect.soft(empty, `${screen} at ${width} px has buttons that show nothing`).toEqual([])
    await test.step(`axe: ${screen} at ${width} px`, () => expectAccessible(page))
  }
}

for (const width of WIDTHS) {
  test(`every back-office screen fits ${width} px, shows its buttons and passes axe`, async ({ page }) => {
    await walkBackOffice(page, width)
  })
}
