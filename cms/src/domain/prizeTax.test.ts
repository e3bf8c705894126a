import { describe, expect, it } from 'vitest'
import { monthLines, PRIZE_TAX_DEFAULTS, prizeTax, taxDueDate, taxMonth, toFullZloty } from './prizeTax'

const zl = (value: number) => Math.round(value * 100)

describe('prize tax of one order', () => {
  it('exempts a private person’s prize up to 2,000.00 zł from a sales promotion, and taxes the whole of one grosz more', () => {
    expect(prizeTax(zl(1999.99), 'A', PRIZE_TAX_DEFAULTS)).toEqual({
      treatment: 'exempt',
      valueGrosze: 199_999,
      cashPrizeGrosze: 0,
      taxGrosze: 0,
    })
    expect(prizeTax(zl(2000), 'A', PRIZE_TAX_DEFAULTS).treatment).toBe('exempt')
    // 2,000.01 zł: a cash prize of 11.11% (222.20 zł) and 10% of both (222.22 zł), withheld in full złoty (222 zł).
    expect(prizeTax(zl(2000.01), 'A', PRIZE_TAX_DEFAULTS)).toEqual({
      treatment: 'withheld',
      valueGrosze: 200_001,
      cashPrizeGrosze: 22_220,
      taxGrosze: 22_200,
    })
  })

  it('taxes every prize of a programme set as not a sales promotion', () => {
    const contest = { ...PRIZE_TAX_DEFAULTS, salesPromotion: false }
    expect(prizeTax(zl(100), 'A', contest)).toEqual({
      treatment: 'withheld',
      valueGrosze: 10_000,
      cashPrizeGrosze: 1_111,
      taxGrosze: 1_100,
    })
  })

  it('withholds nothing for a business (B) or a company (C), whatever the value', () => {
    for (const value of [zl(50), zl(2000.01), zl(9000)]) {
      expect(prizeTax(value, 'B', PRIZE_TAX_DEFAULTS)).toEqual({
        treatment: 'business_revenue',
        valueGrosze: value,
        cashPrizeGrosze: 0,
        taxGrosze: 0,
      })
      expect(prizeTax(value, 'C', PRIZE_TAX_DEFAULTS)).toEqual({
        treatment: 'company_invoice',
        valueGrosze: value,
        cashPrizeGrosze: 0,
        taxGrosze: 0,
      })
    }
  })

  it('treats a partner without a declaration as a private person', () => {
    expect(prizeTax(zl(3000), null, PRIZE_TAX_DEFAULTS)).toEqual(prizeTax(zl(3000), 'A', PRIZE_TAX_DEFAULTS))
  })

  it('follows the settings an adviser changes', () => {
    const settings = { salesPromotion: true, rateBasisPoints: 1200, cashPrizeBasisPoints: 1364, exemptionLimitGrosze: zl(1000) }
    expect(prizeTax(zl(1000), 'A', settings).treatment).toBe('exempt')
    // 1,500 zł: cash prize 204.60 zł, 12% of 1,704.60 zł = 204.55 zł → 205 zł.
    expect(prizeTax(zl(1500), 'A', settings)).toMatchObject({ cashPrizeGrosze: 20_460, taxGrosze: 20_500 })
  })

  it('refuses a value that is not whole grosze', () => {
    expect(() => prizeTax(10.5, 'A', PRIZE_TAX_DEFAULTS)).toThrow(RangeError)
    expect(() => prizeTax(-1, 'A', PRIZE_TAX_DEFAULTS)).toThrow(RangeError)
  })

  it('rounds to full złoty: under 50 gr down, from 50 gr up', () => {
    expect([toFullZloty(22_249), toFullZloty(22_250), toFullZloty(-22_250), toFullZloty(0)]).toEqual([22_200, 22_300, -22_300, 0])
  })
})

describe('the month a prize counts in', () => {
  const tax = prizeTax(zl(2500), 'A', PRIZE_TAX_DEFAULTS)

  it('counts an order in the month it was placed, in Polish time across the year boundary', () => {
    // 31 December 23:30 in Warsaw is 22:30 UTC: still December, still the old tax year.
    const order = { placedAt: new Date('2026-12-31T22:30:00Z'), cancelledAt: null, tax }
    expect(taxMonth(order.placedAt)).toBe('2026-12')
    expect(monthLines(order, '2026-12')).toEqual([{ kind: 'prize', tax }])
    expect(monthLines(order, '2027-01')).toEqual([])
    expect(taxMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01')
  })

  it('drops an order cancelled in the same month, and corrects a later cancellation in the month it happened', () => {
    const placedAt = new Date('2026-11-05T10:00:00Z')
    expect(monthLines({ placedAt, cancelledAt: new Date('2026-11-28T10:00:00Z'), tax }, '2026-11')).toEqual([])
    const later = { placedAt, cancelledAt: new Date('2027-01-10T10:00:00Z'), tax }
    expect(monthLines(later, '2026-11')).toEqual([{ kind: 'prize', tax }])
    expect(monthLines(later, '2026-12')).toEqual([])
    expect(monthLines(later, '2027-01')).toEqual([
      {
        kind: 'correction',
        tax: { ...tax, valueGrosze: -tax.valueGrosze, cashPrizeGrosze: -tax.cashPrizeGrosze, taxGrosze: -tax.taxGrosze },
      },
    ])
  })

  it('is paid by the 20th of the next month, January for December', () => {
    expect([taxDueDate('2026-11'), taxDueDate('2026-12')]).toEqual(['2026-12-20', '2027-01-20'])
  })
})
