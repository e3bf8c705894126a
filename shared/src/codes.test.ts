import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, checkCharacter, codeProblem, formatCode, isValidCode, makeCode, normalizeCode } from './codes'

const codeArb = fc
  .array(fc.constantFrom(...CODE_ALPHABET), { minLength: 7, maxLength: 7 })
  .map((chars) => chars.join('') + checkCharacter(chars.join('')))

describe('package codes', () => {
  it('uses no look-alike characters', () => {
    for (const c of '01OIL') expect(CODE_ALPHABET).not.toContain(c)
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length)
  })

  it('accepts every generated code, in any case and with spaces or dashes', () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        expect(isValidCode(code)).toBe(true)
        expect(isValidCode(formatCode(code).toLowerCase())).toBe(true)
        expect(isValidCode(`${code.slice(0, 4)} ${code.slice(4)}`)).toBe(true)
      }),
    )
  })

  it('catches every single mistyped character', () => {
    fc.assert(
      fc.property(codeArb, fc.integer({ min: 0, max: 7 }), fc.constantFrom(...CODE_ALPHABET), (code, position, replacement) => {
        fc.pre(code[position] !== replacement)
        const typo = code.slice(0, position) + replacement + code.slice(position + 1)
        expect(isValidCode(typo)).toBe(false)
      }),
    )
  })

  it('catches every swap of two different neighbouring characters', () => {
    fc.assert(
      fc.property(codeArb, fc.integer({ min: 0, max: 6 }), (code, position) => {
        fc.pre(code[position] !== code[position + 1])
        const swapped = code.slice(0, position) + code[position + 1] + code[position] + code.slice(position + 2)
        expect(isValidCode(swapped)).toBe(false)
      }),
    )
  })

  it('refuses wrong lengths and characters outside the alphabet', () => {
    expect(isValidCode('ABC')).toBe(false)
    expect(isValidCode('ABCD-EFG0')).toBe(false)
    expect(isValidCode('OOOO-OOOO')).toBe(false)
  })

  it('formats codes in two groups of four', () => {
    expect(formatCode('abcdefgh')).toBe('ABCD-EFGH')
    expect(normalizeCode(' ab-cd efgh ')).toBe('ABCDEFGH')
  })

  it('makes codes from the alphabet with a valid check character', () => {
    let seed = 1
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (let i = 0; i < 1000; i++) expect(isValidCode(makeCode(random))).toBe(true)
  })
})

describe('what is wrong with a typed code', () => {
  it('tells nothing typed, not a code at all and a typo apart', () => {
    const code = makeCode(() => 0.5)
    expect(codeProblem(formatCode(code))).toBeNull()
    expect(codeProblem(' - ')).toBe('empty')
    expect(codeProblem(code + 'X')).toBe('malformed')
    expect(codeProblem(code.slice(0, 7))).toBe('malformed')
    expect(codeProblem(code.slice(0, 7) + '0')).toBe('malformed')
    const typo = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4)
    expect(codeProblem(typo)).toBe('typo')
  })
})
