import { describe, expect, it } from 'vitest'
import { BRAND_DEFAULTS, brandColourProblem, contrastRatio } from './branding'

describe('brand colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('takes a main colour white text stays readable on, and refuses a light one with the measured contrast', () => {
    expect(brandColourProblem(BRAND_DEFAULTS.primary, 'primary')).toBeNull()
    expect(brandColourProblem('#767676', 'primary')).toBeNull()
    expect(brandColourProblem('#777777', 'primary')).toBe(
      'Kolor jest zbyt jasny: biały tekst na nim ma kontrast 4,4:1, a potrzeba co najmniej 4,5:1.',
    )
    expect(brandColourProblem(BRAND_DEFAULTS.accent, 'primary')).toMatch(/^Kolor jest zbyt jasny: biały tekst na nim ma kontrast 2,\d:1/)
  })

  it('checks the accent as a colour only, and both for the #RRGGBB form', () => {
    expect(brandColourProblem(BRAND_DEFAULTS.accent, 'accent')).toBeNull()
    expect(brandColourProblem('orange', 'accent')).toBe('Podaj kolor w formacie #RRGGBB, np. #0b4f6c.')
    expect(brandColourProblem('#0b4f6', 'primary')).toBe('Podaj kolor w formacie #RRGGBB, np. #0b4f6c.')
    expect(brandColourProblem('', 'primary')).toBeNull()
  })
})
