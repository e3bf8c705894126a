import { type BrowserContext, expect, type Page, test } from '@playwright/test'

/** What a phone on a weak signal downloads for the login page: compressed, cached for a year, only the screens it shows. */
test('the login page loads its JavaScript brotli-compressed and long-cached, without the other screens’ code', async ({ page }) => {
  const scripts: Array<{ url: string; encoding: string | undefined; cache: string | undefined; bytes: number }> = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const response = await request.response()
    const headers = (await response?.allHeaders()) ?? {}
    scripts.push({
      url: request.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
      bytes: (await request.sizes()).responseBodySize,
    })
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: /zaloguj/i })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    // Files under 1 KB are sent as they are (compressing them saves nothing).
    if (script.bytes >= 1024) expect([script.url, script.encoding]).toEqual([script.url, 'br'])
    expect(script.cache).toContain('immutable')
  }
  // Screens load on their first visit: the add-code screen and the catalogue are not part of the login page.
  expect(scripts.map((s) => s.url).filter((url) => /AddCodePage|CataloguePage|CartPage/.test(url))).toEqual([])
  const kilobytes = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024
  test.info().annotations.push({ type: 'login page JavaScript', description: `${kilobytes.toFixed(0)} KB compressed` })
  // Issue 12's goal: at most 100 KB (98.4 KB measured, React DOM alone is 57 KB).
  expect(kilobytes).toBeLessThan(100)
})

/** Chromium's network emulation at a building site's signal: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trips. */
async function onWeakSignal(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  })
}

test('on a weak mobile signal, from a cold cache, the login form is ready within 3 s and the add-code screen within 4 s', async ({
  browser,
}) => {
  const phone = { viewport: { width: 375, height: 740 }, locale: 'pl-PL' }
  const guest = await browser.newContext(phone)
  const loginPage = await guest.newPage()
  await onWeakSignal(guest, loginPage)
  let started = Date.now()
  await loginPage.goto('/login')
  await expect(loginPage.getByRole('button', { name: 'Zaloguj' })).toBeEnabled()
  const loginMs = Date.now() - started
  // The session of a tradesperson who logged in earlier; nothing of the app is in the new context's cache.
  await loginPage.getByLabel('Adres e-mail').fill('dekarz@demo.pl')
  await loginPage.getByLabel('Hasło').fill('Demo123!')
  await loginPage.getByRole('button', { name: 'Zaloguj' }).click()
  await expect(loginPage).toHaveURL(/\/start$/)
  const cookies = await guest.cookies()
  await guest.close()

  const site = await browser.newContext(phone)
  await site.addCookies(cookies)
  const page = await site.newPage()
  await onWeakSignal(site, page)
  started = Date.now()
  await page.goto('/dodaj-kod')
  await expect(page.getByLabel('Kod z opakowania')).toBeEditable()
  await expect(page.getByRole('button', { name: 'Dodaj', exact: true })).toBeEnabled()
  const addCodeMs = Date.now() - started
  await site.close()

  test.info().annotations.push({ type: 'weak signal', description: `login form ${loginMs} ms, add-code screen ${addCodeMs} ms` })
  expect(loginMs).toBeLessThanOrEqual(3000)
  expect(addCodeMs).toBeLessThanOrEqual(4000)
})
