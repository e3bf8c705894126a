import { describe, expect, it } from 'vitest'
import { formatPoints, fromTenths, isWholeTenths, toTenths } from './points'

describe('points', () => {
  it('are stored in tenths without float noise and read back', () => {
    expect(toTenths(0.1 + 0.2)).toBe(3)
    expect(toTenths(-250)).toBe(-2500)
    expect(fromTenths(5)).toBe(0.5)
  })

  it('fit storage with at most one decimal', () => {
    expect(isWholeTenths(0.5)).toBe(true)
    expect(isWholeTenths(2)).toBe(true)
    expect(isWholeTenths(0.25)).toBe(false)
  })

  it('read as Polish figures with PKT, a gain signed on request, never -0', () => {
    expect(formatPoints(6100)).toBe('6100 PKT')
    expect(formatPoints(0.5)).toBe('0,5 PKT')
    expect(formatPoints(12500).replace(/\s/g, ' ')).toBe('12 500 PKT')
    expect(formatPoints(20, { signed: true })).toBe('+20 PKT')
    expect(formatPoints(-250, { signed: true })).toBe('-250 PKT')
    expect(formatPoints(-0)).toBe('0 PKT')
    expect(formatPoints(1234.5, { locale: 'en' })).toBe('1,234.5 PKT')
    expect(formatPoints(12.25, { decimals: 2 })).toBe('12,25 PKT')
  })
})
