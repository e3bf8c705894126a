import i18next from 'i18next'
import { useSyncExternalStore } from 'react'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALE_COOKIE } from '@portal/shared'
import shell from '../locales/pl/shell.json'
import { readCookie } from './cookies'

const language = () => (i18next.language === 'en' ? 'en' : 'pl')
/** The language the portal is shown in. */
export const currentLanguage = language

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
  await i18next.init({
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

// Screens re-render when the language changes or their texts arrive (react-i18next did this; its 2.6 KB of the
// login page's download were more than we use of it: only `t`).
let textsVersion = 0
const textsListeners = new Set<() => void>()
const textsChanged = () => {
  textsVersion++
  for (const listener of textsListeners) listener()
}
i18next.on('languageChanged', textsChanged)
i18next.on('added', textsChanged)
const onTextsChanged = (listener: () => void) => {
  textsListeners.add(listener)
  return () => void textsListeners.delete(listener)
}

/** The texts in the language shown: `const { t } = useTranslation()`. */
export function useTranslation() {
  useSyncExternalStore(onTextsChanged, () => textsVersion)
  return { t: i18next.t }
}
