import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE } from '@portal/shared'
import en from '../locales/en.json'
import pl from '../locales/pl.json'
import { readCookie } from './cookies'

export type TranslationKeys = typeof pl

/** Polish by default, English as fallback; the `locale` cookie picks the language. */
export function initI18n() {
  const locale = readCookie(LOCALE_COOKIE)
  const lng = locale === 'en' || locale === 'pl' ? locale : DEFAULT_LOCALE
  document.documentElement.lang = lng
  return i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: { pl: { translation: pl }, en: { translation: en } },
    interpolation: { escapeValue: false },
  })
}
