import type { Request } from 'express'
import { LOCALE_COOKIE, PREFERRED_LANGUAGES, type PreferredLanguage } from '@portal/shared'
import { languageOf } from '../email/templates'

/**
 * The language a partner reads content in: this device's choice (the switcher's `locale` cookie), else the
 * partner's stored one, else Polish. A text without English is read in Polish (Payload's fallback).
 */
export function contentLanguage(req: Request): PreferredLanguage {
  const picked: unknown = req.cookies?.[LOCALE_COOKIE]
  return PREFERRED_LANGUAGES.find((language) => language === picked) ?? languageOf(req.partner)
}

/** Payload's read options for that language. */
export const inLanguage = (locale: PreferredLanguage) => ({ locale, fallbackLocale: 'pl' as const })
