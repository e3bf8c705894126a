import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE } from '@portal/shared'
import pl from '../locales/pl.json'
import { readCookie } from './cookies'

/**
 * Polish by default, English as fallback; the `locale` cookie picks the language. Only the language shown is part
 * of the first download: English (the fallback of a key Polish lacks) follows in the background.
 */
export async function initI18n() {
  const locale = readCookie(LOCALE_COOKIE)
  const lng = locale === 'en' || locale === 'pl' ? locale : DEFAULT_LOCALE
  document.documentElement.lang = lng
  const english = () => import('../locales/en.json').then((module) => module.default)
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LOCALE,
    resources: { pl: { translation: pl }, ...(lng === 'en' ? { en: { translation: await english() } } : {}) },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  })
  if (lng !== 'en') void english().then((translation) => i18next.addResourceBundle('en', 'translation', translation))
}
