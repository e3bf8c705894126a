import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { linkIn, receivedMail } from '../support/mail'
import { logInToPortal } from '../support/portal'

test('an invited distributor registers through the link in the e-mail and logs in', async ({ page, request }) => {
  const csrf = await request.get('/sanctum/csrf-cookie')
  expect(csrf.status()).toBe(204)
  const csrfToken = async () => decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value)
  expect(
    (
      await request.post('/backoffice/api/login', {
        headers: { 'X-XSRF-TOKEN': await csrfToken(), 'X-Requested-With': 'XMLHttpRequest' },
        data: { email: 'program@demo.pl', password: 'Admin123!' },
      })
    ).status(),
  ).toBe(200)
  // The login hands out a token bound to the new session.
  const headers = { 'X-XSRF-TOKEN': await csrfToken(), 'X-Requested-With': 'XMLHttpRequest' }
  const invited = await request.post('/backoffice/api/invitations', {
    headers,
    data: { email: 'zaproszony@example.pl', first_name: 'Zenon', last_name: 'Zaproszony', phone: '602111222' },
  })
  expect(invited.status()).toBe(201)

  const mail = await receivedMail('zaproszony@example.pl', 'Zaproszenie do programu partnerskiego')
  const link = new URL(linkIn(mail, '/register/'))
  await page.goto(link.pathname)
  await expect(page.getByRole('heading', { name: 'Rejestracja w programie' })).toBeVisible()
  await expect(page.getByLabel('Adres e-mail')).toHaveValue('zaproszony@example.pl')
  await expect(page.getByLabel('Adres e-mail')).toHaveAttribute('readonly', '')
  await expect(page.getByLabel('Imię', { exact: true })).toHaveValue('Zenon')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Zarejestruj się' }).click()
  await expect(page.getByText('Akceptacja regulaminu jest wymagana.')).toBeVisible()
  await expect(page.locator('#field-company-name ~ .field-error')).toHaveText('To pole jest wymagane.')

  await page.getByLabel('Nazwa firmy').fill('Zenon Dachy')
  await page.getByLabel('NIP').fill('7791011327')
  const company = page.getByRole('group', { name: 'Dane firmy' })
  await company.getByLabel('Ulica').fill('Kwiatowa')
  await company.getByLabel('Nr budynku').fill('7')
  await company.getByLabel('Kod pocztowy').fill('60-101')
  await company.getByLabel('Miejscowość').fill('Poznań')
  await company.getByLabel('Powiat').fill('Poznań')
  await company.getByLabel('Województwo').selectOption({ label: 'wielkopolskie' })
  const correspondence = page.getByRole('group', { name: 'Adres korespondencyjny' })
  await correspondence.getByLabel('Ulica').fill('Kwiatowa')
  await correspondence.getByLabel('Nr budynku').fill('7')
  await correspondence.getByLabel('Kod pocztowy').fill('60-101')
  await correspondence.getByLabel('Miejscowość').fill('Poznań')
  await page.getByLabel('Hasło', { exact: true }).fill('Zenon.2025')
  await page.getByLabel('Powtórz hasło').fill('Zenon.2025')
  await page.getByLabel(/regulaminem programu/).check()
  await page.getByLabel(/polityką prywatności/).check()
  await page.getByRole('button', { name: 'Zarejestruj się' }).click()

  await expect(page).toHaveURL(/\/registration-completed$/)
  await expect(page.getByRole('heading', { name: 'Konto zostało aktywowane' })).toBeVisible()
  await expectAccessible(page)

  await logInToPortal(page, 'zaproszony@example.pl', 'Zenon.2025')
  await expect(page).toHaveURL(/\/start$/)
  await expect(page.getByRole('heading', { name: 'Witaj, Zenon Zaproszony!' })).toBeVisible()

  await page.goto(link.pathname)
  await expect(page).toHaveURL(/\/$|\/start$/)
})

test('a used invitation link says what happened and what to do', async ({ page }) => {
  await page.goto('/register/nieistniejacy-klucz')
  await expect(page.getByRole('heading', { name: 'Nie można użyć tego zaproszenia' })).toBeVisible()
  await expect(page.getByText(/Nie znaleźliśmy takiego zaproszenia/)).toBeVisible()
  await expectAccessible(page)
})

test('a partner resets a forgotten password through the e-mailed link and logs in with the new one', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click()
  await expect(page).toHaveURL(/\/remind-password$/)
  await page.getByRole('button', { name: 'Wyślij link' }).click()
  await expect(page.getByText('Podaj adres e-mail', { exact: true })).toBeVisible()
  await page.getByLabel('Adres e-mail').fill('nowy@demo.pl')
  await page.getByRole('button', { name: 'Wyślij link' }).click()
  await expect(page.getByText(/Może to potrwać około 15 minut/)).toBeVisible()
  await expectAccessible(page)

  const mail = await receivedMail('nowy@demo.pl', 'Zmiana hasła')
  await page.goto(new URL(linkIn(mail, '/password-reset/')).pathname)
  await expect(page.getByRole('heading', { name: 'Ustaw nowe hasło' })).toBeVisible()
  await page.getByLabel('Nowe hasło').fill('krotkie')
  await page.getByLabel('Powtórz hasło').fill('krotkie')
  await page.getByRole('button', { name: 'Zmień hasło' }).click()
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków.')).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Nowe hasło').fill('Nowak#2025')
  await page.getByLabel('Powtórz hasło').fill('Nowak#2025')
  await page.getByRole('button', { name: 'Zmień hasło' }).click()
  await expect(page.getByRole('heading', { name: 'Hasło zostało zmienione' })).toBeVisible()

  await logInToPortal(page, 'nowy@demo.pl', 'Nowak#2025')
  await expect(page).toHaveURL(/\/start$/)
})

test('a partner edits their data and login on the account screens and sees them on the profile', async ({ page }) => {
  await logInToPortal(page, 'partner@demo.pl', 'Demo123!')
  await expect(page).toHaveURL(/\/start$/)
  const survey = page.getByRole('dialog')
  if (await survey.isVisible()) await survey.getByRole('button', { name: 'Zamknij' }).click()
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Mój profil' }).click()
  await expect(page.getByRole('heading', { name: 'Mój profil' })).toBeVisible()
  await expect(page.getByText('+48 600 100 200')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Edytuj dane' }).click()
  await expect(page.getByLabel('Numer SAP')).toHaveValue('100200')
  await page.getByLabel('Telefon').fill('60 11')
  const residence = page.getByRole('group', { name: 'Adres zamieszkania' })
  await residence.getByLabel('Ulica').fill('Ogrodowa')
  await residence.getByLabel('Nr budynku').fill('2')
  await residence.getByLabel('Kod pocztowy').fill('00-950')
  await residence.getByLabel('Miejscowość').fill('Warszawa')
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(page.getByText('Numer telefonu musi mieć 9 cyfr.')).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Telefon').fill('601 999 888')
  await expect(page.getByText('Numer telefonu musi mieć 9 cyfr.')).toBeHidden()
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click()
  await expect(page.getByText('Twoje dane zostały zapisane.')).toBeVisible()
  // The browser geocodes the company address and stores the point.
  await expect(page.getByText('Twoje współrzędne zostały zapisane.')).toBeVisible()
  const account = await page.request.get('/api/account')
  expect((await account.json()).company_address).toMatchObject({ lat: 52.2296756, lng: 21.0122287 })

  await page.goto('/profile')
  await expect(page.getByText('+48 601 999 888')).toBeVisible()
  await expect(page.getByText('Ogrodowa 2, 00-950 Warszawa')).toBeVisible()
  await page.getByRole('button', { name: 'Wyrażam zgodę marketingową' }).click()
  await expect(page.getByText('Zgoda marketingowa została udzielona.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Wycofuję zgodę marketingową' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Pobierz moje dane' }).click()
  const file = await (await download).path()
  const { readFile } = await import('node:fs/promises')
  const exported = JSON.parse(await readFile(file, 'utf8')) as { partner: { email: string; phone: string } }
  expect(exported.partner).toMatchObject({ email: 'partner@demo.pl', phone: '601999888' })
})

test('a tradesperson registers, confirms through the e-mailed link, sets a password and logs in', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Jesteś fachowcem? Zarejestruj się' }).click()
  await expect(page.getByRole('heading', { name: 'Rejestracja fachowca' })).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('Imię', { exact: true }).fill('Tadeusz')
  await page.getByLabel('Nazwisko').fill('Blacharz')
  await page.getByLabel('Adres e-mail').fill('tadeusz@example.pl')
  await page.getByLabel('Telefon').fill('605 100 200')
  await page.getByLabel('Dzień').fill('5')
  await page.getByLabel('Miesiąc').fill('3')
  await page.getByLabel('Rok').fill('1985')
  const residence = page.getByRole('group', { name: 'Adres zamieszkania' })
  await residence.getByLabel('Ulica').fill('Szewska')
  await residence.getByLabel('Nr budynku').fill('4')
  await residence.getByLabel('Kod pocztowy').fill('31-009')
  await residence.getByLabel('Miejscowość').fill('Kraków')
  await residence.getByLabel('Gmina').fill('Kraków')
  await residence.getByLabel('Powiat').fill('Kraków')
  await residence.getByLabel('Województwo').selectOption({ label: 'małopolskie' })
  await page.getByLabel('PESEL').fill('85030512344')
  await page.getByLabel('Kod urzędu skarbowego').fill('1206')
  await page.getByLabel(/regulaminem programu/).check()
  await page.getByLabel(/polityką prywatności/).check()
  await page.getByRole('button', { name: 'Zarejestruj się' }).click()
  await expect(page.getByText('Nieprawidłowy numer PESEL.')).toBeVisible()
  await expectAccessible(page)

  await page.getByLabel('PESEL').fill('85030512345')
  await page.getByRole('radio', { name: /B – osoba prowadząca/ }).check()
  await expect(page.getByLabel('PESEL')).toBeHidden()
  await page.getByRole('radio', { name: /A – osoba prywatna/ }).check()
  await page.getByLabel('PESEL').fill('85030512345')
  await page.getByLabel('Kod kuponu').fill('WITAJ50')
  await page.getByRole('button', { name: 'Zarejestruj się' }).click()
  await expect(page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeVisible()
  await expect(page.getByText('Dodano punkty promocyjne za kupon.', { exact: false })).toBeVisible()

  await logInToPortal(page, 'tadeusz@example.pl', 'Blacharz.2025')
  await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowy adres e-mail lub hasło.' })).toBeVisible()
  // No password yet: the login page offers a new confirmation link; the old one stops working.
  const firstLink = linkIn(await receivedMail('tadeusz@example.pl', 'Potwierdź rejestrację'), '/rejestracja/potwierdzenie/')
  await expect(page.getByText('Ustawisz je linkiem z e-maila potwierdzającego rejestrację.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'wysłaliśmy na ten adres nowy link potwierdzający' })).toBeVisible()
  await expect
    .poll(async () => linkIn(await receivedMail('tadeusz@example.pl', 'Potwierdź rejestrację'), '/rejestracja/potwierdzenie/'))
    .not.toBe(firstLink)
  await expectAccessible(page)

  const mail = await receivedMail('tadeusz@example.pl', 'Potwierdź rejestrację')
  await page.goto(new URL(linkIn(mail, '/rejestracja/potwierdzenie/')).pathname)
  await expect(page.getByRole('heading', { name: 'Potwierdzenie konta' })).toBeVisible()
  await page.getByLabel('Hasło', { exact: true }).fill('Blacharz.2025')
  await page.getByLabel('Powtórz hasło').fill('Blacharz.2025')
  await page.getByRole('button', { name: 'Potwierdź i ustaw hasło' }).click()
  await expect(page.getByRole('heading', { name: 'Konto potwierdzone' })).toBeVisible()
  await expectAccessible(page)

  await logInToPortal(page, 'tadeusz@example.pl', 'Blacharz.2025')
  await expect(page).toHaveURL(/\/start$/)
  await expect(page.getByText('Program punktowy dla fachowców')).toBeVisible()
  await expect(page.locator('.key-figure')).toHaveText('Dostępne punkty50 PKT')
  // The profile shows what was declared at registration, the PESEL only by its end.
  await page.goto('/profile')
  const declared = page.locator('dl').filter({ hasText: 'Rodzaj oświadczenia' })
  await expect(declared).toContainText('A – osoba prywatna')
  await expect(declared).toContainText('•••••••2345')
  await expect(declared).not.toContainText('85030512345')
  await expect(declared).toContainText('5 marca 1985')
  await expect(declared).toContainText('polski')
})
