import { describe, expect, it } from 'vitest'
import { expiryAt, expiryOf, unspentByExpiry } from './pointsExpiry'

const at = (iso: string) => new Date(iso)

describe('when points expire', () => {
  it('at the end of the chosen month of the next year, in Polish time', () => {
    // Earned on 1 January or on 31 December 2026 (Warsaw): both expire at the end of 31 March 2027 (UTC+2 in summer time).
    expect(expiryOf(at('2026-01-01T00:30:00+01:00'), 3)).toEqual({ expiresAt: at('2027-03-31T22:00:00Z'), lastDay: '2027-03-31' })
    expect(expiryOf(at('2026-12-31T23:30:00+01:00'), 3).lastDay).toBe('2027-03-31')
    // 23:30 on 31 December 2026 in UTC is already 2027 in Warsaw.
    expect(expiryOf(at('2026-12-31T23:30:00Z'), 3).lastDay).toBe('2028-03-31')
    // December: the end of the year, midnight of New Year in winter time (UTC+1).
    expect(expiryOf(at('2026-06-01T10:00:00Z'), 12)).toEqual({ expiresAt: at('2027-12-31T23:00:00Z'), lastDay: '2027-12-31' })
    expect(expiryOf(at('2027-06-01T10:00:00Z'), 2).lastDay).toBe('2028-02-29')
  })

  it('refuses a month that is not 1–12', () => {
    expect(() => expiryOf(at('2026-01-01T00:00:00Z'), 13)).toThrow(RangeError)
  })
})

describe('what expires', () => {
  const moves = [
    { at: at('2025-05-10T10:00:00Z'), tenths: 1000 },
    { at: at('2025-11-10T10:00:00Z'), tenths: 500 },
    { at: at('2026-02-10T10:00:00Z'), tenths: 300 },
    // An order spends the oldest points first.
    { at: at('2026-03-01T10:00:00Z'), tenths: -1200 },
  ]

  it('is what is left of the oldest points after spending took them first', () => {
    expect(unspentByExpiry(moves, 3)).toEqual([
      { expiresAt: at('2026-03-31T22:00:00Z'), lastDay: '2026-03-31', tenths: 300 },
      { expiresAt: at('2027-03-31T22:00:00Z'), lastDay: '2027-03-31', tenths: 300 },
    ])
  })

  it('is due once its day has passed, and the next date is shown until then', () => {
    expect(expiryAt(moves, 3, at('2026-03-31T21:59:59Z'))).toEqual({
      due: [],
      next: { expiresAt: at('2026-03-31T22:00:00Z'), lastDay: '2026-03-31', tenths: 300 },
    })
    const after = expiryAt(moves, 3, at('2026-04-01T08:00:00Z'))
    expect(after.due.map((lot) => [lot.lastDay, lot.tenths])).toEqual([['2026-03-31', 300]])
    expect(after.next?.lastDay).toBe('2027-03-31')
  })

  it('counts an expiry entry as taking those points, so nothing expires twice', () => {
    const expired = [...moves, { at: at('2026-04-01T00:10:00Z'), tenths: -300 }]
    expect(expiryAt(expired, 3, at('2026-04-02T00:00:00Z')).due).toEqual([])
  })

  it('gives a refund a new term from the day it came back', () => {
    const refunded = [
      { at: at('2025-05-10T10:00:00Z'), tenths: 1000 },
      { at: at('2025-06-01T10:00:00Z'), tenths: -1000 },
      { at: at('2026-06-01T10:00:00Z'), tenths: 1000 },
    ]
    expect(unspentByExpiry(refunded, 3).map((lot) => lot.lastDay)).toEqual(['2027-03-31'])
  })

  it('never expires anything when no month is set', () => {
    expect(expiryAt(moves, null, at('2030-01-01T00:00:00Z'))).toEqual({ due: [], next: null })
  })
})
