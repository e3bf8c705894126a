import type { TranslationMessages } from 'react-admin'
import englishMessages from 'ra-language-english'

/** Polish react-admin messages; anything not translated yet falls back to English. */
const polishRa = {
  action: {
    add_filter: 'Dodaj filtr', add: 'Dodaj', back: 'Wróć', bulk_actions: '1 zaznaczony |||| Zaznaczono: %{smart_count}', cancel: 'Anuluj',
    clear_input_value: 'Wyczyść', clone: 'Duplikuj', confirm: 'Potwierdź', create: 'Utwórz', create_item: 'Utwórz %{item}', delete: 'Usuń',
    edit: 'Edytuj', export: 'Eksportuj', list: 'Lista', refresh: 'Odśwież', remove_filter: 'Usuń filtr', remove_all_filters: 'Usuń wszystkie filtry',
    remove: 'Usuń', reset: 'Resetuj', save: 'Zapisz', search: 'Szukaj', search_columns: 'Szukaj kolumn', select_all: 'Zaznacz wszystko',
    select_all_button: 'Zaznacz wszystko', select_row: 'Zaznacz wiersz', show: 'Pokaż', sort: 'Sortuj', undo: 'Cofnij', unselect: 'Odznacz',
    expand: 'Rozwiń', close: 'Zamknij', open_menu: 'Otwórz menu', close_menu: 'Zamknij menu', update: 'Aktualizuj', open: 'Otwórz',
    toggle_theme: 'Tryb jasny/ciemny', select_columns: 'Kolumny', update_application: 'Przeładuj aplikację',
  },
  boolean: { true: 'Tak', false: 'Nie', null: ' ' },
  page: {
    create: 'Nowy: %{name}', dashboard: 'Pulpit', edit: '%{name} %{recordRepresentation}', error: 'Coś poszło nie tak', list: '%{name}',
    loading: 'Ładowanie', not_found: 'Nie znaleziono', show: '%{name} %{recordRepresentation}', empty: 'Brak pozycji: %{name}.',
    invite: 'Czy chcesz dodać pierwszą?', access_denied: 'Brak dostępu', authentication_error: 'Błąd uwierzytelniania',
  },
  message: {
    about: 'Informacje', access_denied: 'Nie masz uprawnień do tej strony', are_you_sure: 'Czy na pewno?',
    authentication_error: 'Serwer uwierzytelniania zwrócił błąd.', auth_error: 'Błąd weryfikacji sesji.', details: 'Szczegóły',
    error: 'Wystąpił błąd i żądanie nie zostało wykonane.', invalid_form: 'Formularz zawiera błędy.', loading: 'Proszę czekać', no: 'Nie',
    not_found: 'Adres jest błędny albo link jest nieaktualny.', yes: 'Tak', unsaved_changes: 'Masz niezapisane zmiany. Czy na pewno chcesz wyjść?',
    delete_title: 'Usuń %{name} %{recordRepresentation}', delete_content: 'Czy na pewno usunąć?', placeholder_data_warning: 'Problem z siecią: nie odświeżono danych.',
  },
  navigation: {
    clear_filters: 'Wyczyść filtry', no_filtered_results: 'Brak wyników dla wybranych filtrów.', no_results: 'Brak wyników',
    no_more_results: 'Strona %{page} jest poza zakresem. Wróć do poprzedniej.', page_out_of_boundaries: 'Strona %{page} poza zakresem',
    page_out_from_end: 'To jest ostatnia strona', page_out_from_begin: 'To jest pierwsza strona', page_range_info: '%{offsetBegin}–%{offsetEnd} z %{total}',
    partial_page_range_info: '%{offsetBegin}–%{offsetEnd} z ponad %{offsetEnd}', current_page: 'Strona %{page}', page: 'Przejdź do strony %{page}',
    first: 'Pierwsza strona', last: 'Ostatnia strona', next: 'Następna strona', previous: 'Poprzednia strona', page_rows_per_page: 'Wierszy na stronie:',
    skip_nav: 'Przejdź do treści',
  },
  sort: { sort_by: 'Sortuj wg %{field_lower_first} %{order}', ASC: 'rosnąco', DESC: 'malejąco' },
  auth: {
    auth_check_error: 'Zaloguj się, aby kontynuować', user_menu: 'Profil', username: 'E-mail', password: 'Hasło', email: 'E-mail',
    sign_in: 'Zaloguj', sign_in_error: 'Logowanie nie powiodło się', logout: 'Wyloguj',
  },
  notification: {
    updated: 'Zapisano |||| Zapisano: %{smart_count}', created: 'Utworzono', deleted: 'Usunięto |||| Usunięto: %{smart_count}',
    bad_item: 'Nieprawidłowa pozycja', item_doesnt_exist: 'Pozycja nie istnieje', http_error: 'Błąd komunikacji z serwerem',
    data_provider_error: 'Błąd dostawcy danych.', canceled: 'Anulowano', logged_out: 'Sesja wygasła, zaloguj się ponownie.',
    not_authorized: 'Nie masz uprawnień do tego zasobu.', offline: 'Brak połączenia z siecią.',
  },
  validation: {
    required: 'Wymagane', minLength: 'Co najmniej %{min} znaków', maxLength: 'Najwyżej %{max} znaków', minValue: 'Co najmniej %{min}',
    maxValue: 'Najwyżej %{max}', number: 'Musi być liczbą', email: 'Nieprawidłowy adres e-mail', oneOf: 'Dozwolone: %{options}',
    regex: 'Nieprawidłowy format', unique: 'Musi być unikalne',
  },
}

const resources = {
  partners: {
    name: 'Partner |||| Partnerzy',
    fields: {
      email: 'E-mail', first_name: 'Imię', last_name: 'Nazwisko', name: 'Imię i nazwisko (login)', phone: 'Telefon', programme: 'Program',
      potential_group: 'Grupa', company: 'Firma', createdAt: 'Utworzono', q: 'Szukaj', province: 'Województwo', accepted: 'Zaakceptował aktualne dokumenty',
      accepted_current_documents: 'Zaakceptował aktualny regulamin i politykę prywatności', blocked: 'Zablokowany', blocked_reason: 'Powód blokady',
      company_tax_identifier: 'NIP firmy', company_sap: 'Numer SAP firmy', company_region: 'Region konkursu', residence_address: 'Adres zamieszkania',
      correspondence_address: 'Adres korespondencyjny', received: 'Punkty otrzymane', sent: 'Punkty wydane', available: 'Punkty dostępne',
      is_ranking_winner: 'Zwycięzca rankingu', confirmed_at: 'Konto potwierdzone',
    },
    tabs: { details: 'Dane', ledger: 'Rejestr punktów', codes: 'Kody', orders: 'Zamówienia', statements: 'Oświadczenia i zgody' },
    actions: { block: 'Zablokuj logowanie', unblock: 'Odblokuj logowanie' },
    notifications: { blocked: 'Logowanie zablokowane.', unblocked: 'Logowanie odblokowane.' },
  },
  companies: {
    name: 'Firma |||| Firmy',
    fields: {
      name: 'Nazwa', tax_identifier: 'NIP', sap: 'Numer SAP', potential_group: 'Grupa', region: 'Region konkursu', province: 'Województwo', city: 'Miejscowość',
      partners: 'Użytkownicy firmy', q: 'Szukaj (nazwa, NIP, SAP)',
    },
  },
  'ledger-entries': {
    name: 'Wpis w rejestrze |||| Rejestr punktów',
    fields: { createdAt: 'Data', label: 'Opis', points: 'Punkty', source: 'Źródło', reference: 'Odniesienie' },
    sources: { code: 'Kod', training: 'Szkolenie', promotion: 'Promocja', order: 'Zamówienie', refund: 'Zwrot', correction: 'Korekta' },
  },
  statements: {
    name: 'Oświadczenie |||| Oświadczenia',
    fields: {
      accepted_at: 'Data', regulations: 'Wersja regulaminu', privacy_policy: 'Wersja polityki prywatności', accept_regulations: 'Regulamin',
      accept_privacy_policy: 'Polityka prywatności', accept_marketing_data_process: 'Zgoda marketingowa', ip: 'Adres IP',
    },
  },
  'audit-log': {
    name: 'Wpis dziennika |||| Dziennik zdarzeń',
    fields: {
      createdAt: 'Kiedy', staff_email: 'Kto', action: 'Działanie', resource: 'Zasób', resource_id: 'Identyfikator', before: 'Przed', after: 'Po',
      changes: 'Zmiany', q: 'Szukaj', created_from: 'Od dnia', created_to: 'Do dnia',
    },
    field: 'Pole',
  },
  'code-batches': {
    name: 'Partia kodów |||| Partie kodów',
    fields: {
      name: 'Nazwa partii', kind: 'Rodzaj', product: 'Produkt', training_name: 'Nazwa szkolenia', training_starts_at: 'Początek szkolenia',
      training_ends_at: 'Koniec szkolenia', points_per_code: 'Punkty za kod', count: 'Liczba kodów', created_by: 'Utworzył', createdAt: 'Utworzono',
      codes: 'Kody', q: 'Szukaj',
    },
    kinds: { product: 'Kody produktowe', training: 'Kupony szkoleniowe' },
    actions: { csv: 'CSV', pdf: 'PDF do druku', import: 'Importuj z CSV', showCodes: 'Pokaż kody tej partii' },
    import: {
      title: 'Import kodów z pliku CSV',
      help: 'Kody wydrukowane poza systemem: jeden kod w wierszu (pierwsza kolumna, separator ; lub ,), wiersz nagłówka jest dozwolony. Najpierw sprawdź plik; import zapisuje wszystkie kody albo żadnego.',
      file: 'Plik CSV z kodami:',
      noFile: 'Wybierz plik CSV z kodami.',
      check: 'Sprawdź plik',
      import: 'Importuj',
      clean: 'Plik jest poprawny. Kody gotowe do importu: %{valid}.',
      hasErrors: 'Błędne wiersze: %{errors} z %{rows}. Popraw plik i sprawdź go ponownie.',
      errors: 'Błędy w pliku',
      row: 'Wiersz',
      problem: 'Problem',
      done: 'Zaimportowano kody: %{count}.',
    },
  },
  codes: {
    name: 'Kod |||| Kody',
    fields: {
      code: 'Kod', batch: 'Partia', batch_id: 'Partia', product: 'Produkt / szkolenie', points: 'Punkty', registered_by: 'Zarejestrował',
      registered_at: 'Data rejestracji', registered: 'Zarejestrowany', q: 'Szukaj kodu', registered_from_ip: 'Zarejestrowany z adresu IP',
      registered_idempotency_key: 'Klucz synchronizacji', attempts: 'Próby rejestracji', createdAt: 'Kiedy', partner: 'Partner', outcome: 'Wynik', ip: 'Adres IP',
    },
    outcomes: { registered: 'Zarejestrowany', already_registered: 'Już zarejestrowany', not_found: 'Nie znaleziono', invalid: 'Błędny kod', rate_limited: 'Zbyt wiele prób' },
  },
  products: { name: 'Produkt |||| Produkty' },
  invitations: {
    name: 'Zaproszenie |||| Zaproszenia',
    fields: { email: 'E-mail', first_name: 'Imię', last_name: 'Nazwisko', phone: 'Telefon', kth_id: 'Identyfikator KTH', company: 'Firma', status: 'Status', expires_at: 'Ważne do', createdAt: 'Wysłano', q: 'Szukaj' },
    statuses: { sent: 'Wysłane', used: 'Wykorzystane', expired: 'Wygasłe', revoked: 'Unieważnione' },
    actions: { import: 'Importuj z CSV', resend: 'Wyślij ponownie', revoke: 'Unieważnij' },
    notifications: { resend: 'Zaproszenie wysłane ponownie.', revoke: 'Zaproszenie unieważnione.' },
    import: {
      title: 'Import zaproszeń z CSV',
      help: 'Jeden wiersz na osobę: E-mail;Imię;Nazwisko;Telefon;NIP firmy (telefon i NIP opcjonalne, wiersz nagłówka dozwolony). Najpierw sprawdź plik; wysyłka tworzy i wysyła wszystkie zaproszenia albo żadnego.',
      file: 'Plik CSV z zaproszeniami:',
      noFile: 'Wybierz plik CSV z zaproszeniami.',
      check: 'Sprawdź plik',
      send: 'Wyślij zaproszenia',
      clean: 'Plik jest poprawny. Zaproszenia gotowe do wysłania: %{valid}.',
      hasErrors: 'Błędne wiersze: %{errors} z %{rows}. Popraw plik i sprawdź go ponownie.',
      errors: 'Błędy w pliku',
      row: 'Wiersz',
      problem: 'Problem',
      done: 'Wysłano zaproszenia: %{count}.',
    },
  },
  'ledger-adjustments': {
    name: 'Korekta punktów |||| Korekty punktów',
    fields: { createdAt: 'Data', partner_email: 'E-mail partnera', partner: 'Partner', points: 'Punkty', reason: 'Powód' },
    pointsHelp: 'Dodatnia liczba dodaje punkty, ujemna odejmuje.',
    actions: { import: 'Importuj korekty z CSV' },
    import: {
      title: 'Import korekt punktów z CSV',
      help: 'Jeden wiersz na korektę: E-mail;Punkty;Powód (wiersz nagłówka dozwolony, punkty z przecinkiem lub kropką, ujemne odejmują). Najpierw sprawdź plik; zastosowanie zapisuje wszystkie korekty albo żadnej.',
      file: 'Plik CSV z korektami:',
      noFile: 'Wybierz plik CSV z korektami.',
      check: 'Sprawdź plik',
      apply: 'Zastosuj korekty',
      clean: 'Plik jest poprawny. Korekty gotowe do zastosowania: %{valid}.',
      hasErrors: 'Błędne wiersze: %{errors} z %{rows}. Popraw plik i sprawdź go ponownie.',
      errors: 'Błędy w pliku',
      row: 'Wiersz',
      problem: 'Problem',
      done: 'Zastosowano korekty: %{count}.',
    },
  },
  orders: {
    name: 'Zamówienie |||| Zamówienia',
    fields: {
      number: 'Numer', createdAt: 'Data', partner: 'Partner', partner_email: 'E-mail partnera', prizes: 'Nagrody', total_points: 'Punkty', status: 'Status',
      address: 'Adres dostawy', tracking_number: 'Numer przesyłki', status_reason: 'Powód', history: 'Historia', at: 'Kiedy', by: 'Kto', note: 'Numer przesyłki / powód', historyNote: 'Uwagi',
      q: 'Numer zamówienia', created_from: 'Złożone od', created_to: 'Złożone do',
    },
    statuses: { Pending: 'Oczekuje (Pending)', Accepted: 'Przyjęte (Accepted)', Shipped: 'Wysłane (Shipped)', Delivered: 'Dostarczone (Delivered)', Rejected: 'Odrzucone (Rejected)', Cancelled: 'Anulowane (Cancelled)' },
    noteHelp: 'Wymagany przy wysyłce (numer przesyłki) oraz przy odrzuceniu i anulowaniu (powód).',
    actions: {
      exportCsv: 'CSV dla firmy kurierskiej', bulkAccept: 'Przyjmij oczekujące z tej strony', toAccepted: 'Przyjmij', toShipped: 'Wyślij', toDelivered: 'Dostarczone',
      toRejected: 'Odrzuć (zwrot punktów)', toCancelled: 'Anuluj (zwrot punktów)',
    },
    notifications: { changed: 'Nowy status: %{status}.', bulkAccepted: 'Przyjęto %{accepted} z %{total} zamówień.' },
  },
  'ranking-publications': {
    name: 'Publikacja rankingu |||| Publikacje rankingu',
    fields: { data_date: 'Stan na dzień', rows_count: 'Liczba firm', published_by: 'Opublikował', createdAt: 'Opublikowano', current: 'Aktualna' },
    actions: { import: 'Importuj wyniki', restore: 'Przywróć' },
    confirmRestore: 'Partnerzy zobaczą ponownie tę publikację, a zwycięzcy zostaną ustaleni na jej podstawie. Przywrócić?',
    notifications: { restored: 'Przywrócono publikację rankingu.', published: 'Ranking został opublikowany.' },
    import: {
      title: 'Import wyników konkursu',
      help: 'Plik CSV (separator ; lub ,) albo XLSX; pierwszy wiersz nazywa kolumny: %{columns}. Najpierw sprawdź plik: zobaczysz każdy błędny wiersz, a dla poprawnego pliku zmiany względem aktualnej publikacji.',
      file: 'Plik z wynikami:',
      noFile: 'Wybierz plik CSV lub XLSX z wynikami.',
      check: 'Sprawdź plik',
      publish: 'Opublikuj',
      progress: 'Postęp wysyłania pliku',
      uploading: 'Wysyłanie pliku: %{progress}%',
      processing: 'Sprawdzanie wyników…',
      clean: 'Plik jest poprawny: %{valid} firm. Sprawdź zmiany poniżej i opublikuj.',
      hasErrors: 'Błędne wiersze: %{errors} z %{rows}. Popraw plik i sprawdź go ponownie.',
      errors: 'Błędy w pliku',
      row: 'Wiersz',
      problem: 'Problem',
      entered: 'Nowe w rankingu',
      up: 'Awanse',
      down: 'Spadki',
      left: 'Poza rankingiem',
      company: 'Firma',
      list: 'Ranking',
      from: 'Było',
      to: 'Jest',
    },
  },
  'contact-messages': {
    name: 'Wiadomość |||| Wiadomości',
    fields: {
      createdAt: 'Otrzymano', subject: 'Temat', body: 'Treść', email: 'E-mail', phone: 'Telefon', partner: 'Partner', department_email: 'Wysłano do',
      status: 'Status', answered_by: 'Odpowiedział', answered_at: 'Data odpowiedzi', q: 'Szukaj', reply: 'Odpowiedź (trafi e-mailem do %{email})',
    },
    statuses: { new: 'Nowa', answered: 'Odpowiedziano' },
    actions: { reply: 'Wyślij odpowiedź', markAnswered: 'Oznacz jako odpowiedzianą' },
    notifications: { replied: 'Odpowiedź wysłana.', answered: 'Wiadomość oznaczona jako odpowiedziana.' },
  },
}

const programmes = { contest: 'Konkurs dystrybutorów', points: 'Punkty za kody' }

function deepMerge<T extends object>(base: T, override: object): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(override)) {
    const current = result[key]
    result[key] = value && typeof value === 'object' && current && typeof current === 'object' ? deepMerge(current, value) : value
  }
  return result as T
}

export const polishMessages: TranslationMessages = deepMerge(englishMessages, {
  ra: polishRa,
  resources,
  programmes,
  app: { title: 'Panel programu partnerskiego', readOnly: 'Tryb tylko do odczytu (audytor)' },
  dashboard: {
    title: 'Pulpit programu', partners: 'Partnerzy', active: 'Aktywni (%{month}: kody lub zamówienia): %{count}', points: 'Punkty · %{month}',
    issued: 'Przyznane', spent: 'Wydane na nagrody', waiting: 'Zamówienia w realizacji', ranking: 'Ostatnia publikacja rankingu',
    dataDate: 'Stan na dzień %{date}', publication: '%{rows} firm · opublikowano %{date} · %{by}', noPublication: 'Ranking nie został jeszcze opublikowany.',
    chart: 'Kody i zamówienia w ostatnich 12 tygodniach', chartTable: 'Liczby z wykresu, tydzień po tygodniu', week: 'Tydzień od', codes: 'Zarejestrowane kody', orders: 'Zamówienia',
  },
  exports: {
    title: 'Eksporty i uzgodnienie',
    help: 'Wybierz okres (oba dni włącznie; puste pola oznaczają od początku programu i do dziś). Pliki są generowane strumieniowo, także dla milionów wierszy.',
    from: 'Od dnia', to: 'Do dnia', files: 'Eksporty', reconciliation: 'Uzgodnienie punktów', showReconciliation: 'Pokaż uzgodnienie', reconciliationPdf: 'Pobierz uzgodnienie (PDF)',
    names: { ledger: 'Rejestr punktów', orders: 'Zamówienia', consents: 'Rejestr zgód (kto, którą wersję dokumentów, kiedy)', rankings: 'Publikacje rankingu', 'audit-log': 'Dziennik zdarzeń' },
  },
})
