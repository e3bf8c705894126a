import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { contestCsv, demoContestRows } from '@portal/seed'
import { expectAccessible } from '../support/axe'
import { logInToBackOffice } from '../support/backoffice'

test('an admin adds a receiver of ranking publications, sees its secret once, reads a failed try in the log and sends it again', async ({
  page,
}) => {
  // The manufacturer's system: down for the first try, then up.
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = []
  const answers = [503]
  const receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.statusCode = answers.shift() ?? 200
      res.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/zdarzenia`

  await logInToBackOffice(page, 'admin@demo.pl')
  await page.getByRole('menuitem', { name: 'Odbiorcy zdarzeń' }).click()
  await page.getByRole('link', { name: 'Utwórz' }).click()
  await page.getByLabel('Nazwa (system, który je odbiera)').fill('ERP – rankingi')
  await page.getByLabel('Adres (URL)').fill(url)
  await page.getByLabel('Publikacja rankingu (ranking.published)').check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Zapisz' }).click()
  await expect(page.getByRole('heading', { name: 'Odbiorca „ERP – rankingi” dodany' })).toBeVisible()
  const secret = (await page.getByLabel('Sekret do podpisu').textContent())!.trim()
  expect(secret).toMatch(/^whsec_/)
  await page.getByRole('link', { name: 'Skopiowałem sekret – pokaż szczegóły' }).click()
  await expect(page.getByText('Publikacja rankingu', { exact: true })).toBeVisible()
  await expect(page.getByText(secret)).toHaveCount(0)

  await page.getByRole('menuitem', { name: 'Publikacje rankingu' }).click()
  await page.getByRole('link', { name: 'Importuj wyniki' }).click()
  // The list behind it has a column of the same name: wait until the import screen is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Import wyników konkursu' })).toBeVisible()
  await page.getByLabel('Stan na dzień').fill('2025-07-06')
  await page
    .getByLabel('Plik z wynikami:')
    .setInputFiles({ name: 'ranking-06-07.csv', mimeType: 'text/csv', buffer: Buffer.from(contestCsv(demoContestRows())) })
  await page.getByRole('button', { name: 'Sprawdź plik' }).click()
  await page.getByRole('button', { name: 'Opublikuj' }).click()
  await expect(page.getByText('Ranking został opublikowany.')).toBeVisible()

  // The first try meets the 503: the log says so and when it tries again.
  await expect.poll(() => received.length).toBe(1)
  await page.getByRole('menuitem', { name: 'Dostarczenia zdarzeń' }).click()
  const row = page.getByRole('row').filter({ hasText: 'ERP – rankingi' })
  await expect(row).toContainText('Oczekuje')
  await expect(row).toContainText('503')
  await expectAccessible(page)
  await row.click()
  await expect(page.getByText('"file_name": "ranking-06-07.csv"')).toBeVisible()
  await page.getByRole('button', { name: 'Wyślij ponownie' }).click()
  await page
    .getByRole('dialog', { name: 'Wysłać ponownie „Publikacja rankingu”?' })
    .getByRole('button', { name: 'Wyślij ponownie' })
    .click()
  await expect(page.getByText('Zdarzenie czeka na ponowne wysłanie.')).toBeVisible()
  await expect.poll(() => received.length).toBe(2)

  // What arrived is signed with the secret shown once.
  const [, resent] = received
  const timestamp = resent!.headers['x-webhook-timestamp'] as string
  expect(resent!.headers['x-webhook-signature']).toBe(
    `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${resent!.body}`).digest('hex')}`,
  )
  expect(resent!.headers['x-webhook-id']).toBe(received[0]!.headers['x-webhook-id'])
  await page.getByRole('menuitem', { name: 'Dostarczenia zdarzeń' }).click()
  await expect(page.getByRole('cell', { name: 'Dostarczono', exact: true })).toHaveCount(1)
  receiver.close()
})
