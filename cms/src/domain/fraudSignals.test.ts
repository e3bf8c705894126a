import { describe, expect, it } from 'vitest'
import { FRAUD_DEFAULTS, type RegistrationFacts, signalsOf as signalsUnder } from './fraudSignals'

const signalsOf = (facts: RegistrationFacts) => signalsUnder(facts, FRAUD_DEFAULTS)
const FRAUD_LIMITS = FRAUD_DEFAULTS

const calm: RegistrationFacts = {
  outcome: 'registered',
  batchRecent: 0,
  ipWrong: 0,
  ipWrongAccounts: 0,
  ipWrongIncludesPartner: false,
  devices: 1,
  knownDevice: true,
  otherAccountsOnCode: 0,
}

describe('fraud signals of an arriving code', () => {
  it('raises nothing for an ordinary registration', () => {
    expect(signalsOf(calm)).toEqual([])
  })

  it('flags one code tried by a second account, whatever it answers, but not a string that is no code', () => {
    expect(signalsOf({ ...calm, otherAccountsOnCode: 1 })).toEqual(['shared_code'])
    expect(signalsOf({ ...calm, outcome: 'already_registered', otherAccountsOnCode: 1 })).toEqual(['shared_code'])
    expect(signalsOf({ ...calm, outcome: 'invalid', otherAccountsOnCode: 3 })).toEqual([])
  })

  it('flags the code that makes the batch limit within the window, not the one before', () => {
    expect(signalsOf({ ...calm, batchRecent: FRAUD_LIMITS.batchCodes - 2 })).toEqual([])
    expect(signalsOf({ ...calm, batchRecent: FRAUD_LIMITS.batchCodes - 1 })).toEqual(['batch_burst'])
    // A code someone else owns adds nothing to this partner's batch count.
    expect(signalsOf({ ...calm, outcome: 'already_registered', batchRecent: 99 })).toEqual([])
  })

  it('flags a burst of wrong codes from one IP only when it spans accounts', () => {
    const burst = { ...calm, outcome: 'not_found' as const, ipWrong: FRAUD_LIMITS.ipWrongCodes - 1 }
    expect(signalsOf({ ...burst, ipWrongAccounts: 1, ipWrongIncludesPartner: true })).toEqual([])
    expect(signalsOf({ ...burst, ipWrongAccounts: 1, ipWrongIncludesPartner: false })).toEqual(['ip_wrong_burst'])
    expect(signalsOf({ ...burst, ipWrong: FRAUD_LIMITS.ipWrongCodes - 2, ipWrongAccounts: 5 })).toEqual([])
    expect(signalsOf({ ...burst, outcome: 'invalid', ipWrongAccounts: 5 })).toEqual(['ip_wrong_burst'])
  })

  it('flags the device beyond the usual ones, and not a device already counted', () => {
    expect(signalsOf({ ...calm, devices: FRAUD_LIMITS.devices - 1, knownDevice: false })).toEqual(['many_devices'])
    expect(signalsOf({ ...calm, devices: FRAUD_LIMITS.devices - 1, knownDevice: true })).toEqual([])
  })

  it('lets the programme move a limit or turn a signal off with 0', () => {
    expect(signalsUnder({ ...calm, batchRecent: 4 }, { ...FRAUD_DEFAULTS, batchCodes: 5 })).toEqual(['batch_burst'])
    expect(
      signalsUnder({ ...calm, batchRecent: 500, devices: 50, knownDevice: false }, { batchCodes: 0, ipWrongCodes: 0, devices: 0 }),
    ).toEqual([])
  })
})
