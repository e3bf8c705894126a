/**
 * Fraud signals of code registration. Each is computed as a code arrives, from what the database knows just before
 * it (the attempt itself not yet counted); a signal raises a case in "Podejrzane aktywności", and the points of a
 * registration that raised one are held until staff decide (a code nobody credited holds nothing). The limits are the organiser's, not a statute: a real building site
 * rarely fits more than a pallet of one batch (≈ 20 packages) an hour, a crew's phones and the office PC three
 * devices a day; the wrong-code burst sits below the rate limit of 30 per IP so a case opens before the door shuts.
 */
import type { FraudSignal } from '@portal/shared'

/** The windows the facts are counted in. */
export const FRAUD_WINDOWS = { batchMinutes: 60, ipMinutes: 15, devicesHours: 24 } as const

/** The limits, programme settings (`fraud`, admin only) with these defaults; 0 turns a signal off. */
export type FraudLimits = {
  /** Codes of one batch one partner registers within the batch window, this one included. */
  batchCodes: number
  /** Wrong codes from one IP within the IP window, this one included, from at least two accounts. */
  ipWrongCodes: number
  /** Devices (browsers by their User-Agent) one partner registered codes from within the devices window, this one included. */
  devices: number
}
export const FRAUD_DEFAULTS: FraudLimits = { batchCodes: 20, ipWrongCodes: 10, devices: 4 }
const IP_ACCOUNTS = 2

/** What the database says about one arriving code, just before it is written. */
export type RegistrationFacts = {
  /** The answer it is about to get. */
  outcome: 'registered' | 'already_registered' | 'not_found' | 'invalid'
  /** Codes of the same batch this partner registered in the batch window (before this one). */
  batchRecent: number
  /** Wrong codes from this IP in the IP window (before this one), and how many accounts sent them. */
  ipWrong: number
  ipWrongAccounts: number
  /** Whether this partner's account sent one of those wrong codes. */
  ipWrongIncludesPartner: boolean
  /** Whether this device is one the partner registered codes from in the devices window, and if it is new, how many
   * devices they did (0 for a known device: the signal is about the device beyond the usual ones). */
  devices: number
  knownDevice: boolean
  /** Other accounts that tried this very code before. */
  otherAccountsOnCode: number
}

const WRONG = new Set(['not_found', 'invalid'])

/** The signals one arriving code raises under the programme's limits. */
export function signalsOf(facts: RegistrationFacts, limits: FraudLimits): FraudSignal[] {
  const signals: FraudSignal[] = []
  const reached = (count: number, limit: number) => limit > 0 && count >= limit
  if (facts.outcome !== 'invalid' && facts.otherAccountsOnCode >= 1) signals.push('shared_code')
  if (facts.outcome === 'registered' && reached(facts.batchRecent + 1, limits.batchCodes)) signals.push('batch_burst')
  if (
    WRONG.has(facts.outcome) &&
    reached(facts.ipWrong + 1, limits.ipWrongCodes) &&
    facts.ipWrongAccounts + (facts.ipWrongIncludesPartner ? 0 : 1) >= IP_ACCOUNTS
  )
    signals.push('ip_wrong_burst')
  if (facts.outcome === 'registered' && reached(facts.devices + (facts.knownDevice ? 0 : 1), limits.devices)) signals.push('many_devices')
  return signals
}
