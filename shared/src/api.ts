import { z } from 'zod'
import { PROGRAMMES } from './roles'

/** Request and response shapes of the portal API (spec §7). */

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'Podaj adres e-mail.'),
  password: z.string().min(1, 'Podaj hasło.'),
  /** "Zapamiętaj mnie": a 30-day session that slides with use, instead of 12 hours. */
  remember: z.boolean({ error: 'Zaznacz albo odznacz „Zapamiętaj mnie”.' }).optional().default(false),
})
export type LoginRequest = z.infer<typeof loginRequest>

const statementInput = z.object({
  accept_regulations: z.boolean().default(false),
  accept_privacy_policy: z.boolean().default(false),
  accept_marketing_data_process: z.boolean().default(false),
})
export type StatementInput = z.infer<typeof statementInput>

const ACCEPT_REGULATIONS_REQUIRED = 'Akceptacja regulaminu jest wymagana.'
const ACCEPT_PRIVACY_REQUIRED = 'Akceptacja polityki prywatności jest wymagana.'

/** The acceptance screen: both documents must be accepted, marketing is optional. */
export const acceptRegulationsRequest = z.object({
  statement: statementInput
    .refine((s) => s.accept_regulations, { message: ACCEPT_REGULATIONS_REQUIRED, path: ['accept_regulations'] })
    .refine((s) => s.accept_privacy_policy, { message: ACCEPT_PRIVACY_REQUIRED, path: ['accept_privacy_policy'] }),
})

export type SuccessResponse = { success: boolean; message?: string }

export type CurrentDocument = { id: string; version: string; url: string; effective_date: string }

export type PageData = {
  isLoggedin: boolean
  user: {
    /** The partner's own id: the add-code list on a shared phone belongs to the account that added each code. */
    id: string
    name: string
    full_name: string
    is_ranking_winner: boolean
    accept_regulations_at: string | null
    programme: (typeof PROGRAMMES)[number]
  } | null
  dth: { email: string }
  sbh: { email: string }
  documents: { regulations: CurrentDocument | null; privacy_policy: CurrentDocument | null }
  programmes: Record<(typeof PROGRAMMES)[number], boolean>
  helpline: { phone: string; hours: string }
  social: { facebook?: string; instagram?: string; youtube?: string; linkedin?: string }
  survey_url: string | null
  /** The programme's name, logo and colours (programme settings), for the top bar and the portal's colours. */
  brand: { name: string; logo_url: string | null; primary: string; accent: string }
  /** Who controls and who processes partners' data: named in the marketing consent and the privacy policy. */
  data_protection: { controller: string; processor: string }
  /** Nominatim-compatible geocoder the browser uses for the company address; null when geocoding is off. */
  geocoder_url: string | null
}

/** The demo's data controller and processor until the programme settings name the real ones. */
export const DATA_PROTECTION_DEFAULTS = {
  controller_name: 'Systemy Dachowe Polska Sp. z o.o.',
  controller_address: 'ul. Przemysłowa 12, 62-080 Tarnowo Podgórne',
  processor_name: 'Agencja Lojalnościowa Partner Sp. z o.o.',
  processor_address: 'ul. Mokotowska 21, 00-560 Warszawa',
} as const

type DataProtectionSettings = Partial<Record<keyof typeof DATA_PROTECTION_DEFAULTS, string | null>>

/** "Name, address" of the data controller and the processor, each part falling back to its default. */
export function dataProtectionNames(given: DataProtectionSettings | null | undefined): { controller: string; processor: string } {
  const pick = (key: keyof typeof DATA_PROTECTION_DEFAULTS) => given?.[key]?.trim() || DATA_PROTECTION_DEFAULTS[key]
  return {
    controller: `${pick('controller_name')}, ${pick('controller_address')}`,
    processor: `${pick('processor_name')}, ${pick('processor_address')}`,
  }
}

export type StatementRecord = {
  id: string
  accept_regulations: boolean
  accept_privacy_policy: boolean
  accept_marketing_data_process: boolean
  regulations_version: string | null
  privacy_policy_version: string | null
  accepted_at: string
}

/** Turns zod issues into the field map of a 422 (paths joined with dots). */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** The consent panel changes only the marketing consent; the documents stay as accepted. */
export const marketingConsentRequest = z.object({
  statement: z.object({
    accept_marketing_data_process: z.boolean({ error: 'Wybierz, czy wyrażasz zgodę marketingową.' }),
  }),
})

/** Balance derived from the ledger, in whole points for display (received, spent, available). */
export type PointsBalance = {
  received: number
  sent: number
  /** Points that reached their expiry date unspent. */
  expired: number
  available: number
  /** Points held while staff check a suspicious registration ("oczekujące"): not spendable, not in `available`. */
  pending: number
  /** The next points to expire, if the programme lets points expire: how many and on which day (YYYY-MM-DD). */
  expiring: { points: number; date: string } | null
}
