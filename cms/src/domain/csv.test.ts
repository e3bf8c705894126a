import { describe, expect, it } from 'vitest'
import { readCsv } from './csv'

describe('readCsv', () => {
  it('keeps a quoted delimiter, a quoted line break and doubled quotes inside one cell, and drops the BOM', () => {
    const text = '\uFEFFNIP;Firma;Uwagi\r\n5260250274;"Dach; Rynna";"pierwsza linia\ndruga ""linia"""\r\n\r\n7740001454;Blachy;\r\n'
    expect(readCsv(text)).toEqual([
      ['NIP', 'Firma', 'Uwagi'],
      ['5260250274', 'Dach; Rynna', 'pierwsza linia\ndruga "linia"'],
      [],
      ['7740001454', 'Blachy', ''],
    ])
  })

  it('takes the delimiter the first line uses, not one inside its quotes', () => {
    expect(readCsv('"Dach; Rynna",5260250274\nBlachy,7740001454')).toEqual([
      ['Dach; Rynna', '5260250274'],
      ['Blachy', '7740001454'],
    ])
    expect(readCsv('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
    expect(readCsv('a;b,c', [';'])).toEqual([['a', 'b,c']])
  })

  it('answers a quote never closed with a 422 on the file field', () => {
    expect(() => readCsv('a;"b\nc;d')).toThrow(
      expect.objectContaining({ status: 422, errors: { file: [expect.stringMatching(/^Nie udało się odczytać pliku CSV/)] } }),
    )
  })
})
