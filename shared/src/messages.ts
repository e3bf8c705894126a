import { z } from 'zod'

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  int: 'liczba całkowita',
  boolean: 'tak lub nie',
  array: 'lista',
  object: 'zestaw pól',
  date: 'data',
}

const pluralRules = new Intl.PluralRules('pl')
/** "1 znak", "3 znaki", "40 znaków". */
const count = (n: number | bigint, forms: { one: string; few: string; many: string }) =>
  `${n} ${forms[pluralRules.select(Number(n)) as 'one' | 'few' | 'many'] ?? forms.many}`
const CHARACTERS = { one: 'znak', few: 'znaki', many: 'znaków' }
const ITEMS = { one: 'pozycja', few: 'pozycje', many: 'pozycji' }

/**
 * The Polish message of a validation problem no schema worded itself (a field missing from a hand-made request,
 * a number sent as text, a list that is too long): every 422 says in Polish what is wrong, never the validator's
 * English. Messages written in the schemas still win.
 */
function polishIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return issue.path?.length ? 'To pole jest wymagane.' : 'Brak danych formularza.'
      return `Nieprawidłowa wartość: oczekiwano: ${TYPE_NAMES[issue.expected] ?? issue.expected}.`
    case 'too_small':
      if (issue.origin === 'string') return `Co najmniej ${count(issue.minimum, CHARACTERS)}.`
      if (issue.origin === 'array' || issue.origin === 'set') return `Co najmniej ${count(issue.minimum, ITEMS)}.`
      return `Wartość musi wynosić co najmniej ${issue.minimum}.`
    case 'too_big':
      if (issue.origin === 'string') return `Najwyżej ${count(issue.maximum, CHARACTERS)}.`
      if (issue.origin === 'array' || issue.origin === 'set') return `Najwyżej ${count(issue.maximum, ITEMS)}.`
      return `Wartość może wynosić najwyżej ${issue.maximum}.`
    case 'invalid_value':
      return 'Wybierz jedną z dozwolonych wartości.'
    case 'invalid_format':
      return 'Nieprawidłowy format.'
    case 'unrecognized_keys':
      return `Nieznane pola: ${issue.keys.join(', ')}.`
    default:
      return 'Nieprawidłowa wartość.'
  }
}

/**
 * Makes every later parse in this process or page word its problems in Polish. Called by the server's and the
 * portal's validation modules, not on import: the package is side-effect free, so bundlers drop bare imports.
 */
export function applyPolishValidationMessages(): void {
  z.config({ customError: polishIssueMessage })
}
