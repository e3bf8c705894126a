import type { PayloadRequest } from 'payload'
import { REQUIRED } from '@portal/shared'

/** Whether a save writes a translation (English) rather than the Polish text, the default locale. */
export const savesTranslation = (req: PayloadRequest): boolean => Boolean(req.locale) && String(req.locale) !== 'pl'

/**
 * Validation of a localized text partners read: Polish is required, English optional (a text without English shows
 * in Polish). Payload's own `required` would demand every language.
 */
export const requiredInPolish = (value: string | null | undefined, { req }: { req: PayloadRequest }): true | string =>
  savesTranslation(req) || (typeof value === 'string' && value.trim() !== '') ? true : REQUIRED
