/** Business constants of spec §9. */
export const TOAST_TIMEOUT_MS = 3000
export const TOAST_MAX_VISIBLE = 10
export const ACCEPTANCE_REDIRECT_MS = 3000
export const SURVEY_COOKIE = 'SurveyPopup'
export const SURVEY_COOKIE_DAYS = 360
export const LOCALE_COOKIE = 'locale'
/** The portal's languages; a partner's choice is also their language for e-mails. */
export const PREFERRED_LANGUAGES = ['pl', 'en'] as const
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number]
/** Each language in its own name, as language pickers show them. */
export const LANGUAGE_NAMES: Record<PreferredLanguage, string> = { pl: 'polski', en: 'English' }
export const DEFAULT_LOCALE = 'pl'
export const FALLBACK_LOCALE = 'en'
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_SPECIAL_CHARS = '$!%.*#?&'

export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'
export const SESSION_COOKIE = 'portal_session'

/** Failed logins before a partner account is locked, and for how long. */
export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_LOCK_MINUTES = 15

/** Prizes on one page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 12

/** Points are stored as integers in tenths of a point, so 0.5 PKT per m² stays exact. */
export const POINT_TENTHS = 10
// `held`: points of a registration flagged as suspicious, not spendable until staff release them (a `code` entry
// and a `held` entry taking them back) or cancel them (the `held` entry alone); see cms/src/modules/fraud.
export const LEDGER_SOURCES = ['code', 'training', 'promotion', 'order', 'refund', 'correction', 'expiry', 'held'] as const
export type LedgerSource = (typeof LEDGER_SOURCES)[number]

/** Where points came from or went, as staff and auditors read it (back office, exports). */
export const LEDGER_SOURCE_NAMES: Record<LedgerSource, string> = {
  code: 'Kod',
  training: 'Szkolenie',
  promotion: 'Promocja',
  order: 'Zamówienie',
  refund: 'Zwrot',
  correction: 'Korekta',
  expiry: 'Wygaśnięcie',
  held: 'Wstrzymane do weryfikacji',
}
/**
 * What counts as spent (net of refunds) in every balance and report; expired points count apart (`expiry`), held
 * ones too (`held`, "oczekujące"); every other entry, corrections of either sign included, counts as received.
 */
export const isSpending = (source: string): boolean => source === 'order' || source === 'refund'
