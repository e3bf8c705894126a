import { LANGUAGE_NAMES, LOCALE_COOKIE, type PreferredLanguage } from '@portal/shared'
import { api } from '../lib/api-client'
import { writeCookie } from '../lib/cookies'
import { currentLanguage, useTranslation } from '../lib/i18n'

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as PreferredLanguage[]

/**
 * PL / EN in the top bar, for guests and partners: the `locale` cookie, and for a partner also their language for
 * e-mails. The page loads again in the chosen language (only the language shown is ever downloaded).
 */
export function LanguageSwitch({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation()
  const shown = currentLanguage()
  const choose = async (language: PreferredLanguage) => {
    if (language === shown) return
    writeCookie(LOCALE_COOKIE, language, 365)
    // The page changes language even if this fails; e-mails keep the earlier language until the next try.
    if (loggedIn) await api.post('/api/account/language', { language }).catch(() => undefined)
    window.location.reload()
  }
  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={LANGUAGE_NAMES[language]}
          aria-pressed={language === shown}
          onClick={() => void choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
