/**
 * The English of every message the server words in Polish for an error answer: one home for the server's English,
 * so the Polish texts stay where their rules are and the error handler translates them as they leave. Exact
 * messages are looked up; those with numbers or names in them are matched by pattern. An unknown message stays.
 */
import { englishOrderStatus } from './orders'

const ENGLISH: Record<string, string> = {
  // Validation messages no schema worded (messages.ts) and the form as a whole.
  'To pole jest wymagane.': 'This field is required.',
  'Brak danych formularza.': 'No form data.',
  'Wybierz jedną z dozwolonych wartości.': 'Choose one of the allowed values.',
  'Nieprawidłowy format.': 'Invalid format.',
  'Nieprawidłowa wartość.': 'Invalid value.',
  'Formularz zawiera błędy.': 'The form contains errors.',
  // The request itself.
  'Nieprawidłowe dane żądania (JSON).': 'Invalid request data (JSON).',
  'Przesłane dane są zbyt duże.': 'The data sent is too large.',
  'Nieprawidłowe żądanie.': 'Invalid request.',
  'Nie znaleziono zasobu API.': 'API resource not found.',
  'Coś poszło nie tak. Spróbuj ponownie później.': 'Something went wrong. Try again later.',
  'Sesja bezpieczeństwa wygasła (brak lub błędny token CSRF). Odśwież stronę i spróbuj ponownie.':
    'The security session has expired (missing or wrong CSRF token). Refresh the page and try again.',
  'Zbyt wiele równoczesnych operacji na tym koncie. Spróbuj ponownie za chwilę.':
    'Too many simultaneous operations on this account. Try again in a moment.',
  // Login, session, access.
  'Podaj adres e-mail.': 'Enter the e-mail address.',
  'Podaj adres e-mail': 'Enter the e-mail address',
  'Podaj hasło.': 'Enter the password.',
  'Zaznacz albo odznacz „Zapamiętaj mnie”.': 'Tick or untick “Remember me”.',
  'Nieprawidłowy adres e-mail lub hasło.': 'Invalid e-mail address or password.',
  'Konto nie zostało jeszcze potwierdzone. Kliknij link z wiadomości, którą wysłaliśmy po rejestracji.':
    'The account has not been confirmed yet. Click the link in the message we sent after registration.',
  'Logowanie do tego konta zostało zablokowane. Skontaktuj się z organizatorem programu.':
    'Logging in to this account has been blocked. Contact the programme organiser.',
  'Zaloguj się, aby kontynuować.': 'Log in to continue.',
  'Zaloguj się ponownie.': 'Log in again.',
  'Brak uprawnień do tej części panelu.': 'You have no access to this part of the panel.',
  'Zaakceptuj aktualny regulamin i politykę prywatności, aby kontynuować.':
    'Accept the current regulations and privacy policy to continue.',
  'Ta część programu jest obecnie wyłączona.': 'This part of the programme is switched off at the moment.',
  'Ta część portalu należy do programu punktowego dla fachowców; Twoje konto bierze udział w konkursie dystrybutorów.':
    'This part of the portal belongs to the points programme for tradespeople; your account takes part in the distributor contest.',
  'Ta część portalu należy do konkursu dystrybutorów; Twoje konto bierze udział w programie punktowym.':
    'This part of the portal belongs to the distributor contest; your account takes part in the points programme.',
  // Registration, invitations, account, passwords.
  'Akceptacja regulaminu jest wymagana.': 'You must accept the regulations.',
  'Akceptacja polityki prywatności jest wymagana.': 'You must accept the privacy policy.',
  'Wybierz, czy wyrażasz zgodę marketingową.': 'Choose whether you give marketing consent.',
  'Hasła nie są takie same.': 'The passwords do not match.',
  'Hasło musi zawierać co najmniej jedną cyfrę.': 'The password must contain at least one digit.',
  'Hasło musi zawierać co najmniej jedną wielką literę.': 'The password must contain at least one capital letter.',
  'Numer telefonu musi mieć 9 cyfr.': 'The phone number must have 9 digits.',
  'NIP musi mieć 10 cyfr.': 'The NIP must have 10 digits.',
  'Nieprawidłowy NIP (błędna suma kontrolna).': 'Invalid NIP (wrong check digit).',
  'Nieprawidłowy REGON (9 lub 14 cyfr z poprawną sumą kontrolną).': 'Invalid REGON (9 or 14 digits with a correct check digit).',
  'Kod pocztowy musi mieć format NN-NNN.': 'The post code must have the format NN-NNN.',
  'Nieprawidłowy adres e-mail.': 'Invalid e-mail address.',
  'Nieprawidłowa szerokość geograficzna.': 'Invalid latitude.',
  'Nieprawidłowa długość geograficzna.': 'Invalid longitude.',
  'Login musi mieć co najmniej 3 znaki.': 'The login must have at least 3 characters.',
  'Login może zawierać litery, cyfry oraz znaki . _ -': 'The login may contain letters, digits and the characters . _ -',
  'Podaj obecne hasło.': 'Enter the current password.',
  'Obecne hasło jest nieprawidłowe.': 'The current password is wrong.',
  'Ten login jest już zajęty.': 'This login is already taken.',
  'Wybierz język: pl albo en.': 'Choose a language: pl or en.',
  'Wybierz rodzaj oświadczenia podatkowego.': 'Choose the tax declaration type.',
  'Podaj datę urodzenia.': 'Enter the date of birth.',
  'Nieprawidłowa data urodzenia.': 'Invalid date of birth.',
  'Uczestnik programu musi być pełnoletni.': 'Programme participants must be adults.',
  'Nieprawidłowy numer PESEL.': 'Invalid PESEL number.',
  'Data urodzenia nie zgadza się z numerem PESEL.': 'The date of birth does not match the PESEL number.',
  'Podaj czterocyfrowy kod urzędu skarbowego.': "Enter the tax office's four-digit code.",
  'Nieprawidłowy lub nieaktywny kod kuponu.': 'Invalid or inactive coupon code.',
  'Wybierz województwo z listy.': 'Choose a province from the list.',
  'Link potwierdzający jest nieprawidłowy, został już użyty albo wygasł. Zarejestruj się ponownie lub skontaktuj się z obsługą programu.':
    'The confirmation link is invalid, has already been used or has expired. Register again or contact programme support.',
  'Link do zmiany hasła jest nieprawidłowy, został już użyty albo wygasł. Poproś o nowy.':
    'The password change link is invalid, has already been used or has expired. Ask for a new one.',
  'Nie znaleźliśmy takiego zaproszenia. Sprawdź, czy link z wiadomości jest kompletny, lub skontaktuj się z opiekunem programu.':
    'We could not find this invitation. Check that the link from the message is complete, or contact the programme manager.',
  'To zaproszenie zostało już wykorzystane. Zaloguj się na swoje konto albo przypomnij hasło.':
    'This invitation has already been used. Log in to your account or ask for a password reminder.',
  'To zaproszenie zostało unieważnione. Skontaktuj się z opiekunem programu, aby otrzymać nowe.':
    'This invitation has been revoked. Contact the programme manager to get a new one.',
  'To zaproszenie wygasło. Skontaktuj się z opiekunem programu, aby otrzymać nowe.':
    'This invitation has expired. Contact the programme manager to get a new one.',
  'Zaproszenie jest aktywne.': 'The invitation is active.',
  'Firma o tym numerze NIP jest już w programie. Poproś jej opiekuna o zaproszenie do tej firmy.':
    'A company with this NIP is already in the programme. Ask its account manager for an invitation to this company.',
  'Konto z tym adresem e-mail już istnieje. Zaloguj się albo przypomnij hasło.':
    'An account with this e-mail address already exists. Log in or ask for a password reminder.',
  'Firma z tym numerem NIP jest już zarejestrowana w programie.': 'A company with this NIP is already registered in the programme.',
  'Nazwę i NIP firmy zmienia opiekun programu. Napisz do nas, jeśli się zmieniły.':
    "The company's name and NIP are changed by the programme manager. Write to us if they have changed.",
  'Twoje konto nie jest przypisane do firmy.': 'Your account is not assigned to a company.',
  // Content, codes, contact, puzzle.
  'Nie znaleziono tej aktualności.': 'This news item was not found.',
  'Ta strona nie jest jeszcze dostępna.': 'This page is not available yet.',
  'Pole kod jest puste.': 'The code field is empty.',
  'Nieprawidłowy kod (błędny lub już zarejestrowany).': 'Invalid code (wrong or already registered).',
  'Brak kodów do synchronizacji.': 'No codes to synchronize.',
  'Przepisz kod z obrazka.': 'Type the code from the picture.',
  'Nieprawidłowy kod z obrazka. Przepisz nowy kod.': 'Wrong code from the picture. Type the new code.',
  'Kod z obrazka wygasł. Przepisz nowy kod.': 'The code from the picture has expired. Type the new code.',
  'Wybierz element.': 'Choose an item.',
  'Nieznana grupa.': 'Unknown group.',
  'Głosowanie jest zamknięte.': 'Voting is closed.',
  'Ta grupa nie jest teraz otwarta do głosowania.': 'This group is not open for voting now.',
  'Ten element nie należy do wybranej grupy.': 'This item does not belong to the chosen group.',
  'Już oddano głos w tej grupie.': 'A vote has already been cast in this group.',
  'Ten kawałek obrazka nie jest jeszcze odsłonięty.': 'This piece of the picture is not revealed yet.',
  // Cart and orders.
  'Wybierz nagrodę.': 'Choose a prize.',
  'Podaj liczbę sztuk.': 'Enter the quantity.',
  'Co najmniej 1 sztuka.': 'At least 1 piece.',
  'Ta nagroda nie jest dostępna.': 'This prize is not available.',
  'Ta nagroda jest chwilowo niedostępna (brak w magazynie).': 'This prize is temporarily unavailable (out of stock).',
  'Tej nagrody nie ma w koszyku.': 'This prize is not in the cart.',
  'Koszyk jest pusty.': 'The cart is empty.',
  'Za mało punktów, aby złożyć to zamówienie.': 'Not enough points to place this order.',
  'Wybierz adres dostawy.': 'Choose the delivery address.',
  'Podaj adres dostawy.': 'Enter the delivery address.',
  'Ten adres nie jest uzupełniony. Wybierz inny albo uzupełnij dane konta.':
    'This address is not filled in. Choose another one or fill in your account data.',
  'Nie znaleziono zamówienia.': 'Order not found.',
  // Back office.
  'Nieprawidłowy zakres (range).': 'Invalid range.',
  'Podaj partnera (filter.partner).': 'Name the partner (filter.partner).',
  'Nie znaleziono firmy.': 'Company not found.',
  'Nie znaleziono kodu.': 'Code not found.',
  'Nie znaleziono partii kodów.': 'Code batch not found.',
  'Nie znaleziono partnera.': 'Partner not found.',
  'Nie znaleziono wiadomości.': 'Message not found.',
  'Nie znaleziono wpisu dziennika.': 'Log entry not found.',
  'Nie znaleziono zaproszenia.': 'Invitation not found.',
  'Nie znaleziono publikacji rankingu.': 'Ranking publication not found.',
  'Nie znaleziono pliku publikacji.': 'Publication file not found.',
  'Nie ma takiego eksportu.': 'There is no such export.',
  'Nie ma takiego raportu.': 'There is no such report.',
  'Nazwa może mieć najwyżej 80 znaków.': 'The name can have at most 80 characters.',
  'Nazwij klucz (co najmniej 3 znaki), np. „ERP – magazyn”.': 'Name the key (at least 3 characters), e.g. “ERP – warehouse”.',
  'Wybierz co najmniej jedno uprawnienie.': 'Choose at least one permission.',
  'Nieznane uprawnienie klucza.': 'Unknown key permission.',
  'Nie znaleziono klucza API.': 'API key not found.',
  'Nazwij odbiorcę (co najmniej 3 znaki), np. „ERP – zamówienia”.': 'Name the receiver (at least 3 characters), e.g. “ERP – orders”.',
  'Podaj adres zaczynający się od https:// (albo http://).': 'Enter an address starting with https:// (or http://).',
  'Adres może mieć najwyżej 500 znaków.': 'The address can have at most 500 characters.',
  'Wybierz co najmniej jedno zdarzenie.': 'Choose at least one event.',
  'Nieznane zdarzenie.': 'Unknown event.',
  'Nie znaleziono odbiorcy zdarzeń.': 'Event receiver not found.',
  'Uwaga może mieć najwyżej 500 znaków.': 'The note can have at most 500 characters.',
  'Nie znaleziono sprawy.': 'Case not found.',
  'Ta sprawa jest już rozstrzygnięta.': 'This case has already been decided.',
  'Ta sprawa wstrzymuje punkty: zwolnij je albo anuluj.': 'This case holds points: release or cancel them.',
  'Ta sprawa nie wstrzymuje punktów: zamknij ją bez zmian.': 'This case holds no points: close it without changes.',
  'Nie znaleziono dostarczenia.': 'Delivery not found.',
  'Ten odbiorca jest wyłączony: zdarzenia nie można wysłać ponownie.': 'This receiver is disabled: the event cannot be sent again.',
  'Podaj klucz API w nagłówku Authorization: Bearer <klucz>.': 'Send the API key in the header Authorization: Bearer <key>.',
  'Nieprawidłowy lub unieważniony klucz API.': 'Invalid or revoked API key.',
  'Zamówienia do realizacji mają status Pending albo Accepted.': 'Orders awaiting fulfilment have the status Pending or Accepted.',
  'Strona to liczba od 1.': 'The page is a number from 1.',
  'Nie ma takiej operacji API.': 'There is no such API operation.',
  'Wyślij plik CSV lub XLSX z wynikami jako treść zapytania.': 'Send the CSV or XLSX results file as the request body.',
  'Podaj miesiąc w formacie RRRR-MM.': 'Enter the month as YYYY-MM.',
  'Podaj rok, np. 2026.': 'Enter a year, e.g. 2026.',
  'Numer SAP to tekst.': 'The SAP number must be text.',
  'Numer SAP może zawierać tylko cyfry, litery i myślnik.': 'The SAP number may contain only digits, letters and hyphens.',
  'Podaj powód blokady.': 'Enter the reason for the block.',
  'Wpisz odpowiedź.': 'Type the reply.',
  'Partner z tym adresem e-mail ma już konto.': 'A partner with this e-mail address already has an account.',
  'Zaproszenie zostało już wykorzystane.': 'The invitation has already been used.',
  'Zaproszenie zostało unieważnione.': 'The invitation has been revoked.',
  'Plik nie zawiera zaproszeń.': 'The file contains no invitations.',
  'Podaj datę w formacie RRRR-MM-DD.': 'Enter the date in the format YYYY-MM-DD.',
  'Podaj datę początku okresu w formacie RRRR-MM-DD.': "Enter the period's start date in the format YYYY-MM-DD.",
  'Podaj datę końca okresu w formacie RRRR-MM-DD.': "Enter the period's end date in the format YYYY-MM-DD.",
  'Podaj datę danych (stan na dzień) w formacie RRRR-MM-DD.': 'Enter the date of the data (as of) in the format YYYY-MM-DD.',
  'Podaj liczbę punktów.': 'Enter the number of points.',
  'Co najmniej 0,1 PKT.': 'At least 0.1 points.',
  'Podaj nazwę szkolenia.': "Enter the training's name.",
  'Koniec szkolenia nie może być przed jego początkiem.': 'The training cannot end before it starts.',
  'Podaj liczbę kodów.': 'Enter the number of codes.',
  'Liczba kodów musi być całkowita.': 'The number of codes must be a whole number.',
  'Co najmniej 1 kod.': 'At least 1 code.',
  'Nieprawidłowy kod: zły format lub znak kontrolny.': 'Invalid code: wrong format or check character.',
  'Kod już istnieje w systemie.': 'The code already exists in the system.',
  'Plik nie zawiera kodów.': 'The file contains no codes.',
  'Część kodów z pliku została w międzyczasie dodana. Sprawdź plik ponownie.':
    "Some of the file's codes have been added in the meantime. Check the file again.",
  'Podaj liczbę punktów różną od zera (ujemną, aby odjąć).': 'Enter a non-zero number of points (negative to subtract).',
  'Najwyżej jedno miejsce po przecinku.': 'At most one decimal place.',
  'Najwyżej 1 000 000 PKT w jednej korekcie.': 'At most 1,000,000 points in one correction.',
  'Podaj e-mail partnera.': "Enter the partner's e-mail.",
  'Podaj powód korekty.': 'Enter the reason for the correction.',
  'Nie ma partnera o tym adresie e-mail.': 'There is no partner with this e-mail address.',
  'Plik nie zawiera korekt.': 'The file contains no corrections.',
  'Wybierz status.': 'Choose a status.',
  'Podaj numer przesyłki.': 'Enter the tracking number.',
  'Podaj powód.': 'Enter the reason.',
  'Zaznacz zamówienia.': 'Select the orders.',
  'Wybierz plik CSV lub XLSX z wynikami.': 'Choose a CSV or XLSX file with the results.',
  'Nie udało się odczytać pliku XLSX.': 'Could not read the XLSX file.',
  'Plik nie zawiera wierszy z wynikami.': 'The file contains no result rows.',
}

const TYPE_NAMES: Record<string, string> = {
  tekst: 'text',
  liczba: 'a number',
  'liczba całkowita': 'a whole number',
  'tak lub nie': 'yes or no',
  lista: 'a list',
  'zestaw pól': 'a set of fields',
  data: 'a date',
}

/** "100 000" as English writes it. */
const englishNumber = (polish: string) => polish.replace(/\s/g, ',')
const counted = (n: string, one: string, many: string) => `${englishNumber(n)} ${n === '1' ? one : many}`

const PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [/^Nieprawidłowa wartość: oczekiwano: (.+)\.$/, (type) => `Invalid value: expected ${TYPE_NAMES[type] ?? type}.`],
  [
    /^(Co najmniej|Najwyżej) (\d+) (znak|znaki|znaków)\.$/,
    (bound, n) => `${bound === 'Najwyżej' ? 'At most' : 'At least'} ${counted(n, 'character', 'characters')}.`,
  ],
  [
    /^(Co najmniej|Najwyżej) (\d+) (pozycja|pozycje|pozycji)\.$/,
    (bound, n) => `${bound === 'Najwyżej' ? 'At most' : 'At least'} ${counted(n, 'item', 'items')}.`,
  ],
  [/^Wartość musi wynosić co najmniej (.+)\.$/, (n) => `The value must be at least ${n}.`],
  [/^Wartość może wynosić najwyżej (.+)\.$/, (n) => `The value can be at most ${n}.`],
  [/^Nieznane pola: (.+)\.$/, (fields) => `Unknown fields: ${fields}.`],
  [/^Ten klucz API nie ma uprawnienia „(.+)” \((.+)\)\.$/, (_name, scope) => `This API key does not have the permission ${scope}.`],
  [/^Zbyt wiele prób\. Spróbuj ponownie za (\d+) min\.$/, (minutes) => `Too many attempts. Try again in ${minutes} min.`],
  [/^Zbyt wiele błędnych kodów\. Spróbuj ponownie za (\d+) min\.$/, (minutes) => `Too many wrong codes. Try again in ${minutes} min.`],
  [
    /^Konto zostało czasowo zablokowane po zbyt wielu nieudanych próbach logowania\. Spróbuj ponownie za (\d+) min\.$/,
    (minutes) => `The account has been temporarily locked after too many failed login attempts. Try again in ${minutes} min.`,
  ],
  [/^Hasło musi mieć co najmniej (\d+) znaków\.$/, (n) => `The password must have at least ${n} characters.`],
  [
    /^Hasło musi zawierać co najmniej jeden znak specjalny spośród (.+)$/,
    (chars) => `The password must contain at least one special character from ${chars}`,
  ],
  [/^Najwyżej ([\d\s]+) sztuk jednej nagrody\.$/, (n) => `At most ${englishNumber(n)} pieces of one prize.`],
  [/^Najwyżej ([\d\s]+) kodów naraz\.$/, (n) => `At most ${englishNumber(n)} codes at once.`],
  [
    /^Najwyżej ([\d\s]+) kodów w (jednej partii|jednym pliku)\.$/,
    (n, where) => `At most ${englishNumber(n)} codes in one ${where === 'jednym pliku' ? 'file' : 'batch'}.`,
  ],
  [/^Nagroda „(.+)” nie jest już dostępna w katalogu\.$/, (prize) => `The prize “${prize}” is no longer in the catalogue.`],
  [
    /^Nagroda „(.+)” jest chwilowo niedostępna \(brak w magazynie\)\.$/,
    (prize) => `The prize “${prize}” is temporarily unavailable (out of stock).`,
  ],
  [/^Nagrody „(.+)” zostało tylko (\d+) szt\.$/, (prize, left) => `The prize “${prize}” has only ${left} left in stock.`],
  [
    /^Zamówienia o statusie „(.+)” nie można zmienić na „(.+)”\.$/,
    (from, to) => `An order with the status “${englishOrderStatus(from)}” cannot be changed to “${englishOrderStatus(to)}”.`,
  ],
  [/^Wybierz grupę: (.+)\.$/, (groups) => `Choose a group: ${groups.replaceAll(' lub ', ' or ')}.`],
  [/^Wybierz region: (.+)\.$/, (regions) => `Choose a region: ${regions}.`],
  [/^Nieprawidłowy parametr (.+)\.$/, (name) => `Invalid parameter ${name}.`],
  [/^Nie można sortować po polu (.+)\.$/, (field) => `Cannot sort by the field ${field}.`],
  [/^Nieprawidłowa data w filtrze (.+)\.$/, (name) => `Invalid date in the filter ${name}.`],
  [
    /^Nie udało się odczytać pliku CSV \(cudzysłów bez zamknięcia, wiersz (.+)\)\.$/,
    (row) => `Could not read the CSV file (unclosed quote, row ${row}).`,
  ],
  [
    /^Brak kolumn: (.+)\. Pierwszy wiersz pliku musi nazywać kolumny: (.+)\.$/,
    (missing, all) => `Missing columns: ${missing}. The first row of the file must name the columns: ${all}.`,
  ],
  [/^Kod powtórzony w pliku \(pierwszy raz w wierszu (\d+)\)\.$/, (row) => `Code repeated in the file (first in row ${row}).`],
  [
    /^Korekta zabrałaby więcej punktów, niż ma partner (.+)\.$/,
    (email) => `The correction would take more points than partner ${email} has.`,
  ],
  [/^Nie ma partnera o adresie (.+)\.$/, (email) => `There is no partner with the address ${email}.`],
  [
    /^Nieznana firma: w programie nie ma firmy o NIP (.+)\.$/,
    (nip) => `Unknown company: there is no company with the NIP ${nip} in the programme.`,
  ],
]

/** The English of a server message; an unknown one as it is. */
export function englishMessage(polish: string): string {
  if (Object.hasOwn(ENGLISH, polish)) return ENGLISH[polish]!
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(polish)
    if (match) return english(...match.slice(1))
  }
  return polish
}
