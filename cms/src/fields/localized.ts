import type { PayloadRequest } from 'payload'

/**
 * Validation of a localized text partners read: Polish is required, English optional (a text without English shows
 * in Polish). Payload's own `required` would demand every language.
 */
export const requiredInPolish = (value: string | null | undefined, { req }: { req: PayloadRequest }): true | string =>
  (req.locale && String(req.locale) !== 'pl') || (typeof value === 'string' && value.trim() !== '') ? true : 'To pole jest wymagane.'
