import { chromium, expect, test } from '@playwright/test'
import { formatCode } from '@portal/shared'
import { demoCodes } from '@portal/seed'
import { qrCameraFile } from '../support/fakeCamera'
import { closeSurveyIfShown, logInToPortal } from '../support/portal'

// Demo code 19 is used by no other test; its QR holds the add-code address, as printed on the packaging.
const code = formatCode(demoCodes(20)[19]!)
const camera = qrCameraFile(`https://portal.example.pl/dodaj-kod?kod=${code}`)

// Its own browser with a fake camera, launched here so the test keeps its place in the file order
// (a `test.use` launch option would move it to a separate worker that runs after everything else).
test('a tradesperson scans the QR code on the packaging with the camera and the code joins the list', async ({ baseURL }) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  })
  const context = await browser.newContext({ baseURL, locale: 'pl-PL', permissions: ['camera'] })
  const page = await context.newPage()
  await logInToPortal(page, 'fachowiec@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  await closeSurveyIfShown(page)
  await page.goto('/dodaj-kod')
  // Chromium on Linux has no BarcodeDetector, so this is the zxing path every desktop browser takes.
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false)
  await page.getByRole('tab', { name: 'Zeskanuj kod' }).click()
  await expect(page.getByLabel('Kod z opakowania')).toHaveValue(code, { timeout: 15_000 })
  // Added with no signal, so the scanned code waits on the phone and the partner's balance, which later
  // tests count on, stays as it is; the offline queue and sync have their own test.
  await context.setOffline(true)
  // The page must know it is offline before the click (navigator.onLine), or the click tries to send the code. Once in
  // CI the partner had 20 PKT more by the next test, most likely from such a send getting through.
  await page.waitForFunction(() => !navigator.onLine)
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click()
  await expect(page.getByText('Kod został dodany.')).toBeVisible()
  const entry = page.getByRole('region', { name: 'Moje kody' }).getByRole('listitem').filter({ hasText: code })
  await expect(entry).toContainText('czeka na wysłanie')
  // Taken off the list before the browser goes: nothing of this test is left to send.
  await page.getByRole('button', { name: `Usuń kod ${code} z listy` }).click()
  await expect(entry).toBeHidden()
  await browser.close()
})
