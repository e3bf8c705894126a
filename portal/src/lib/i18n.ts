import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE } from '@portal/shared'
import pl from '../locales/pl.json'
import { readCookie } from './cookies'

/**
 * Polish by default; the `locale` cookie picks the language. Only the language shown is downloaded: both have
 * every key (locales.test.ts), so English is needed only when it is the one shown.
 */
export async function initI18n() {
  const locale = readCookie(LOCALE_COOKIE)
  const lng = locale === 'en' || locale === 'pl' ? locale : DEFAULT_LOCALE
  document.documentElement.lang = lng
  const english = lng === 'en' ? (await import('../locales/en.json')).default : null
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: { pl: { translation: pl }, ...(english ? { en: { translation: english } } : {}) },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  })
}
