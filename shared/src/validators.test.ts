import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone, isValidNip, isValidPesel, isValidPostCode, isValidRegon, normalizePhone, peselBirthDate } from './validators'

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
const sum = (ds: number[], weights: number[]) => weights.reduce((total, w, i) => total + w * ds[i]!, 0)

describe('NIP against its checksum definition', () => {
  const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7]
  it('accepts exactly the numbers whose tenth digit is the weighted sum mod 11', () => {
    fc.assert(
      fc.property(digits(9), fc.integer({ min: 0, max: 9 }), (first, last) => {
        const control = sum(first, WEIGHTS) % 11
        expect(isValidNip([...first, last].join(''))).toBe(control !== 10 && control === last)
      }),
    )
  })
  it('accepts a real NIP written with dashes and refuses other lengths', () => {
    expect(isValidNip('526-025-02-74')).toBe(true)
    expect(isValidNip('526025027')).toBe(false)
    expect(isValidNip('52602502745')).toBe(false)
  })
})

describe('REGON against its checksum definition', () => {
  it('9 digits: the check digit is the weighted sum mod 11, with 10 counting as 0', () => {
    fc.assert(
      fc.property(digits(8), fc.integer({ min: 0, max: 9 }), (first, last) => {
        const control = (sum(first, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10
        expect(isValidRegon([...first, last].join(''))).toBe(control === last)
      }),
    )
  })
  it('14 digits: the same rule with the long weights', () => {
    fc.assert(
      fc.property(digits(13), fc.integer({ min: 0, max: 9 }), (first, last) => {
        const control = (sum(first, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10
        expect(isValidRegon([...first, last].join(''))).toBe(control === last)
      }),
    )
  })
  it('refuses other lengths', () => {
    expect(isValidRegon('12345678')).toBe(false)
    expect(isValidRegon('1234567890')).toBe(false)
  })
})

describe('PESEL against its checksum definition and the encoded birth date', () => {
  const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
  it('is valid exactly when the check digit matches and the date is real', () => {
    fc.assert(
      fc.property(digits(10), fc.integer({ min: 0, max: 9 }), (first, last) => {
        const pesel = [...first, last].join('')
        const control = (10 - (sum(first, WEIGHTS) % 10)) % 10
        expect(isValidPesel(pesel)).toBe(control === last && peselBirthDate(pesel) !== null)
      }),
    )
  })
  it('always accepts a PESEL built from a real date with the right check digit', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1800-01-01'), max: new Date('2299-12-31'), noInvalidDate: true }), digits(4), (date, serial) => {
        const year = date.getUTCFullYear()
        const offset = year < 1900 ? 80 : year < 2000 ? 0 : year < 2100 ? 20 : year < 2200 ? 40 : 60
        const mm = date.getUTCMonth() + 1 + offset
        const head = [year % 100, mm, date.getUTCDate()].map((n) => String(n).padStart(2, '0')).join('') + serial.join('')
        const ds = [...head].map(Number)
        const pesel = head + ((10 - (sum(ds, WEIGHTS) % 10)) % 10)
        expect(isValidPesel(pesel)).toBe(true)
        expect(peselBirthDate(pesel)?.toISOString().slice(0, 10)).toBe(date.toISOString().slice(0, 10))
      }),
    )
  })
  it('refuses an impossible date even with a correct check digit', () => {
    // 31 February 1990, check digit computed by the definition.
    const head = '9002310000'
    const control = (10 - (sum([...head].map(Number), WEIGHTS) % 10)) % 10
    expect(isValidPesel(head + control)).toBe(false)
  })
})

describe('phone and post code', () => {
  it('takes 9 digits with or without +48, spaces and dashes, and shows them in groups', () => {
    expect(normalizePhone('600 100 200')).toBe('600100200')
    expect(normalizePhone('+48 600-100-200')).toBe('600100200')
    expect(normalizePhone('60010020')).toBeNull()
    expect(formatPhone('600100200')).toBe('+48 600 100 200')
    expect(formatPhone('+420 123 456 789')).toBe('+420 123 456 789')
  })
  it('accepts post codes in the NN-NNN form only', () => {
    expect(isValidPostCode('00-001')).toBe(true)
    expect(isValidPostCode('00001')).toBe(false)
    expect(isValidPostCode('0-0001')).toBe(false)
  })
})
