import { describe, expect, it } from 'vitest'
import { addressLine } from './address'

describe('addressLine', () => {
  it('writes street with building/local, then post code and city, leaving out what is empty', () => {
    expect(addressLine({ street: 'Polna', building: '3', local: '5', post_code: '05-500', city: 'Piaseczno' })).toBe(
      'Polna 3/5, 05-500 Piaseczno',
    )
    expect(addressLine({ street: 'Polna', building: '3', local: null, post_code: '', city: 'Piaseczno' })).toBe('Polna 3, Piaseczno')
    expect(addressLine({ street: 'Polna', building: '3', city: 'Piaseczno' }, { before: 'Jan Kowalski', after: 'mazowieckie' })).toBe(
      'Jan Kowalski, Polna 3, Piaseczno, mazowieckie',
    )
    expect(addressLine(null)).toBe('')
  })
})
