import { expect, test } from '@playwright/test'
import { CAPTCHA_COOKIE, signCaptcha } from '@portal/cms/captcha'
import { expectAccessible } from '../support/axe'
import { receivedMail } from '../support/mail'
import { E2E_SECRET } from '../support/secret'
import { logInToBackOffice } from '../support/backoffice'

test('a guest sends the contact form with the right captcha, fails with a wrong one, and staff answer it from the inbox', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/contact-us')
  await expect(page.getByRole('heading', { name: 'Kontakt' })).toBeVisible()
  const picture = page.getByRole('img', { name: 'Kod do przepisania (obrazek)' })
  await expect(picture).toBeVisible()
  await expectAccessible(page)
  // The test reads the picture as a person would: it swaps in a challenge whose answer it knows.
  await context.addCookies([{ name: CAPTCHA_COOKIE, value: signCaptcha(E2E_SECRET, 'K7M2P'), url: baseURL! }])
  const firstPicture = await picture.getAttribute('src')

  await page.getByLabel('Temat').fill('Gdzie kupię rynny?')
  await page.getByLabel('Treść wiadomości').fill('Dzień dobry, szukam hurtowni w Gnieźnie.')
  await page.getByLabel('Adres e-mail').fill('klient@example.pl')
  await page.getByLabel('Telefon').fill('600 100 200')
  await page.getByLabel('Przepisz kod z obrazka').fill('k7m2p')
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
  await expect(page.getByText('Wiadomość została wysłana.')).toBeVisible()
  await expect(page.getByLabel('Temat')).toHaveValue('')
  await expect(picture).not.toHaveAttribute('src', firstPicture!)
  expect((await receivedMail('dth@program-partnerski.pl', 'Gdzie kupię rynny?')).text).toContain('szukam hurtowni w Gnieźnie')

  await page.getByLabel('Temat').fill('Druga wiadomość')
  await page.getByLabel('Treść wiadomości').fill('Treść')
  await page.getByLabel('Adres e-mail').fill('klient@example.pl')
  await page.getByLabel('Telefon').fill('600100200')
  await page.getByLabel('Przepisz kod z obrazka').fill('zzzzz')
  const secondPicture = await picture.getAttribute('src')
  await page.getByRole('button', { name: 'Wyślij wiadomość' }).click()
  await expect(page.getByText('Błąd wysyłania wiadomości')).toBeVisible()
  await expect(page.getByText('Nieprawidłowy kod z obrazka. Przepisz nowy kod.')).toBeVisible()
  await expect(picture).not.toHaveAttribute('src', secondPicture!)
  await expect(page.getByLabel('Temat')).toHaveValue('Druga wiadomość')

  await logInToBackOffice(page)
  await page.getByRole('menuitem', { name: 'Wiadomości' }).click()
  await page.getByRole('cell', { name: 'Gdzie kupię rynny?' }).click()
  await expect(page.getByText('Dzień dobry, szukam hurtowni w Gnieźnie.')).toBeVisible()
  await page.getByLabel('Odpowiedź (trafi e-mailem do klient@example.pl)').fill('Najbliższa hurtownia: ul. Budowlana 1, Gniezno.')
  await page.getByRole('button', { name: 'Wyślij odpowiedź' }).click()
  await expect(page.getByText('Odpowiedź wysłana.')).toBeVisible()
  await expect(page.getByText('Odpowiedziano')).toBeVisible()
  // The thread names who answered, under the message.
  await expect(page.getByRole('listitem').filter({ hasText: 'Najbliższa hurtownia: ul. Budowlana 1, Gniezno.' })).toContainText(
    'program@demo.pl',
  )
  await expectAccessible(page)
  expect((await receivedMail('klient@example.pl', 'Odpowiedź: Gdzie kupię rynny?')).text).toContain('ul. Budowlana 1, Gniezno')
})
