import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE } from '@portal/shared'
import shell from '../locales/pl/shell.json'
import { readCookie } from './cookies'

const language = () => (i18next.language === 'en' ? 'en' : 'pl')

/**
 * Polish by default; the `locale` cookie picks the language. The first download holds only the texts of the
 * frame and the login page (`shell.json`); the screens' texts come with the first screen that needs them. Only
 * the language shown is downloaded: both have every key (locales.test.ts).
 */
export async function initI18n() {
  const locale = readCookie(LOCALE_COOKIE)
  const lng = locale === 'en' || locale === 'pl' ? locale : DEFAULT_LOCALE
  document.documentElement.lang = lng
  const english = lng === 'en' ? (await import('../locales/en/shell.json')).default : null
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: { pl: { translation: shell }, ...(english ? { en: { translation: english } } : {}) },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  })
}

let screens: Promise<void> | null = null

/** The screens' texts in the language shown, added once; a lazily loaded screen renders after them. */
export function loadScreenTexts(): Promise<void> {
  screens ??= (language() === 'en' ? import('../locales/en/screens.json') : import('../locales/pl/screens.json')).then(
    ({ default: texts }) => void i18next.addResourceBundle(language(), 'translation', texts, true, false),
    (error: unknown) => {
      screens = null
      throw error
    },
  )
  return screens
}
