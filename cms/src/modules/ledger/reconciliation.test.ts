import { describe, expect, it } from 'vitest'
import { type Reconciliation, reconciliationLines } from './reconciliation'

const report: Reconciliation = {
  from: null,
  to: null,
  opening: 0,
  issued: { code: 40, training: 0, promotion: 0 },
  corrections: { credited: 300, debited: 0 },
  spent: 250,
  refunded: 250,
  expired: 0,
  held: 0,
  closing: 340,
  partnersBalance: 340,
  partners: 1,
  difference: 0,
  agrees: true,
}

describe('reconciliation report lines', () => {
  it('says the balances agree when they do', () => {
    expect(reconciliationLines(report).at(-1)).toEqual(['Wynik', 'Salda się zgadzają: saldo zamknięcia równa się sumie sald partnerów.'])
  })

  it('shows the difference when the closing balance and the partners’ balances disagree', () => {
    expect(reconciliationLines({ ...report, partnersBalance: 320.5, difference: 19.5, agrees: false }).at(-1)).toEqual([
      'Wynik',
      'Różnica: 19,5 PKT',
    ])
  })
})
