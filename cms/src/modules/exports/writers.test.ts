import { describe, expect, it } from 'vitest'
import { csvCell } from './writers'

describe('csvCell', () => {
  it('defuses what a spreadsheet would run as a formula, keeping plain numbers numbers', () => {
    expect(['=HYPERLINK("http://zly.example","kliknij")', "+cmd|' /C calc'!A0", '@SUM(1)', '-2+3', '\t=1', '\r=1'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://zly.example"",""kliknij"")"`,
      "'+cmd|' /C calc'!A0",
      "'@SUM(1)",
      "'-2+3",
      "'\t=1",
      `"'\r=1"`,
    ])
    expect(['-2', '-2,5', '10.5', 'Dach; Rynna', 'ul. Długa 5', '', null].map(csvCell)).toEqual([
      '-2',
      '-2,5',
      '10.5',
      '"Dach; Rynna"',
      'ul. Długa 5',
      '',
      '',
    ])
  })
})
