import { describe, expect, it } from 'vitest'
import { searchKey } from './search'

describe('searchKey', () => {
  it('folds case and every Polish letter, so a phone keyboard without them finds the prize', () => {
    expect(searchKey('Wkrętarka akumulatorowa ŁÓDŹ Żółć')).toBe('wkretarka akumulatorowa lodz zolc')
    expect(searchKey('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz acelnoszz')
    expect(searchKey('Café 18 V')).toBe('cafe 18 v')
  })
})
