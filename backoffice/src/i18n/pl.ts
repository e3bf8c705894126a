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
      email: 'E-mail', first_name: 'Imię', last_name: 'Nazwisko', name: 'Login', phone: 'Telefon', programme: 'Program',
      potential_group: 'Grupa', company: 'Firma', createdAt: 'Utworzono', q: 'Szukaj',
    },
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
})
