import { expect, test } from '@playwright/test'

/** What a phone on a weak signal downloads for the login page: compressed, cached for a year, only the screens it shows. */
test('the login page loads its JavaScript brotli-compressed and long-cached, without the other screens’ code', async ({ page }) => {
  const scripts: Array<{ url: string; encoding: string | undefined; cache: string | undefined; bytes: number }> = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const response = await request.response()
    const headers = (await response?.allHeaders()) ?? {}
    scripts.push({ url: request.url(), encoding: headers['content-encoding'], cache: headers['cache-control'], bytes: (await request.sizes()).responseBodySize })
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
  expect(kilobytes).toBeLessThan(200)
})
