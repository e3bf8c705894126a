import { describe, expect, it } from 'vitest'
import {
  type CompanyResult,
  GOLD_THRESHOLD,
  VIP_PRIZE_FOR_ONE,
  VIP_PRIZE_FOR_TWO,
  VIP_THRESHOLD,
  classifyContest,
  goldPrizeCategories,
  winnersOf,
} from './ranking'

function company(companyId: string, fields: Partial<CompanyResult> = {}): CompanyResult {
  return { companyId, companyName: `Firma ${companyId}`, region: 'mazowieckie', previousYearPoints: 0, points: 5000, ...fields }
}

/** `count` VIP companies with points falling by 100 from 30,000, named so the name order matches the points order. */
function vipField(count: number): CompanyResult[] {
  return Array.from({ length: count }, (_, i) =>
    company(`v${i + 1}`, { companyName: `VIP ${String(i + 1).padStart(2, '0')}`, previousYearPoints: 25000, points: 30000 - i * 100 }),
  )
}

const ids = (rows: readonly { companyId: string }[]) => rows.map((row) => row.companyId)

describe('contest classification', () => {
  it('is empty for no results', () => {
    const classification = classifyContest([])
    expect(classification).toEqual({ vip: [], gold: {} })
    expect(winnersOf(classification).size).toBe(0)
  })

  it('makes VIP only strictly over 21,000 previous-year points', () => {
    expect(VIP_THRESHOLD).toBe(21000)
    const { vip, gold } = classifyContest([
      company('exact', { previousYearPoints: 21000 }),
      company('cent', { previousYearPoints: 21000.01 }),
      company('point', { previousYearPoints: 21001 }),
    ])
    expect(ids(vip).sort()).toEqual(['cent', 'point'])
    // Not VIP, and with 5,000 points this year it competes in GOLD instead.
    expect(ids(gold.mazowieckie?.points ?? [])).toEqual(['exact'])
  })

  it('makes GOLD only strictly over 4,500 points this year', () => {
    expect(GOLD_THRESHOLD).toBe(4500)
    const { gold } = classifyContest([
      company('exact', { points: 4500 }),
      company('half', { points: 4500.5 }),
      company('one', { points: 4501 }),
    ])
    expect(ids(gold.mazowieckie?.points ?? []).sort()).toEqual(['half', 'one'])
    expect(ids(gold.mazowieckie?.progression ?? []).sort()).toEqual(['half', 'one'])
  })

  it('leaves a region out when nobody there is over 4,500', () => {
    expect(classifyContest([company('low', { points: 4500 })]).gold).toEqual({})
  })

  it('keeps a VIP company with GOLD-level points out of every GOLD list', () => {
    const classification = classifyContest([company('vip', { previousYearPoints: 22000, points: 9000 }), company('gold', { points: 4600 })])
    expect(ids(classification.vip)).toEqual(['vip'])
    expect(ids(classification.gold.mazowieckie?.points ?? [])).toEqual(['gold'])
    expect(ids(classification.gold.mazowieckie?.progression ?? [])).toEqual(['gold'])
    expect(goldPrizeCategories(classification, 'vip')).toEqual([])
  })

  it('gives places 1-5 a trip for two, 6-10 a trip for one and the 11th VIP nothing', () => {
    const { vip } = classifyContest(vipField(11))
    expect(vip.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(vip.slice(0, 5).every((row) => row.prize === VIP_PRIZE_FOR_TWO && row.winner)).toBe(true)
    expect(vip.slice(5, 10).every((row) => row.prize === VIP_PRIZE_FOR_ONE && row.winner)).toBe(true)
    expect(vip[10]).toMatchObject({ companyId: 'v11', place: 11, prize: null, winner: false })
  })

  it('ranks every VIP company even when fewer than 10 qualify (7 in 2025)', () => {
    const { vip } = classifyContest(vipField(7))
    expect(vip).toHaveLength(7)
    expect(vip.every((row) => row.winner && row.pointsToPrizePlaces === 0)).toBe(true)
  })

  it('measures the distance to the next place and to the prize places', () => {
    const { vip } = classifyContest(vipField(12))
    expect(vip[0]).toMatchObject({ pointsToNextPlace: null, pointsToPrizePlaces: 0 })
    expect(vip[9]).toMatchObject({ place: 10, pointsToNextPlace: 100, pointsToPrizePlaces: 0 })
    expect(vip[10]).toMatchObject({ place: 11, pointsToNextPlace: 100, pointsToPrizePlaces: 100 })
    expect(vip[11]).toMatchObject({ place: 12, pointsToNextPlace: 100, pointsToPrizePlaces: 200 })
  })

  it('keeps fractional distances free of float noise', () => {
    const { vip } = classifyContest([
      company('a', { previousYearPoints: 22000, points: 10000.3 }),
      company('b', { previousYearPoints: 22000, points: 10000.1 }),
    ])
    expect(vip[1]?.pointsToNextPlace).toBe(0.2)
  })

  describe('ties', () => {
    it('share a place, skip the next one ("1224") and order tied rows by Polish name', () => {
      const { vip } = classifyContest([
        company('m', { companyName: 'Mazur Dachy', previousYearPoints: 22000, points: 8000 }),
        company('l', { companyName: 'Łukasz Rynny', previousYearPoints: 22000, points: 8000 }),
        company('top', { companyName: 'Zet', previousYearPoints: 22000, points: 9000 }),
        company('last', { companyName: 'Alfa', previousYearPoints: 22000, points: 7000 }),
      ])
      // Code-point order would put 'M' before 'Ł'; Polish collation puts Ł right after L.
      expect(ids(vip)).toEqual(['top', 'l', 'm', 'last'])
      expect(vip.map((row) => row.place)).toEqual([1, 2, 2, 4])
      expect(vip.map((row) => row.tied)).toEqual([false, true, true, false])
      // Both tied rows measure to the row above the tie; the row below measures to the tie.
      expect(vip.map((row) => row.pointsToNextPlace)).toEqual([null, 1000, 1000, 1000])
    })

    it('is deterministic whatever the input order', () => {
      const rows = [
        company('b', { companyName: 'Beta', previousYearPoints: 22000, points: 8000 }),
        company('a2', { companyName: 'Alfa', previousYearPoints: 22000, points: 8000 }),
        company('a1', { companyName: 'Alfa', previousYearPoints: 22000, points: 8000 }),
      ]
      expect(ids(classifyContest(rows).vip)).toEqual(['a1', 'a2', 'b'])
      expect(ids(classifyContest([...rows].reverse()).vip)).toEqual(['a1', 'a2', 'b'])
    })

    it('share the prize of the shared place across the trip-for-two boundary', () => {
      const field = vipField(10)
      field[5] = { ...field[5]!, points: field[4]!.points } // places 5 and 6 tie
      const { vip } = classifyContest(field)
      expect(vip.slice(4, 7).map((row) => [row.place, row.prize])).toEqual([
        [5, VIP_PRIZE_FOR_TWO],
        [5, VIP_PRIZE_FOR_TWO],
        [7, VIP_PRIZE_FOR_ONE],
      ])
    })

    it('give every company tied on place 10 a prize, even past ten winners', () => {
      const field = vipField(12)
      field[10] = { ...field[10]!, points: field[9]!.points }
      const { vip } = classifyContest(field)
      expect(vip.slice(9).map((row) => [row.companyId, row.place, row.prize])).toEqual([
        ['v10', 10, VIP_PRIZE_FOR_ONE],
        ['v11', 10, VIP_PRIZE_FOR_ONE],
        ['v12', 12, null],
      ])
      expect(vip[11]?.pointsToPrizePlaces).toBe(200)
      expect(winnersOf(classifyContest(field)).size).toBe(11)
    })

    it('make every company tied on place 1 of a GOLD list a winner', () => {
      const { gold } = classifyContest([company('a', { points: 6000 }), company('b', { points: 6000 }), company('c', { points: 5000 })])
      expect(gold.mazowieckie?.points.map((row) => [row.companyId, row.place, row.winner])).toEqual([
        ['a', 1, true],
        ['b', 1, true],
        ['c', 3, false],
      ])
    })
  })

  describe('GOLD regions', () => {
    const results = [
      company('m-points', { region: 'mazowieckie', points: 9000, previousYearPoints: 8500 }), // +500
      company('m-growth', { region: 'mazowieckie', points: 7000, previousYearPoints: 3000 }), // +4000
      company('m-none', { region: 'mazowieckie', points: 6000, previousYearPoints: 5000 }), // +1000
      company('p-both', { region: 'pomorskie', points: 8000, previousYearPoints: 1000 }), // +7000
      company('p-other', { region: 'pomorskie', points: 5000, previousYearPoints: 4000 }), // +1000
    ]

    it('has one winner per region in each category', () => {
      const { gold } = classifyContest(results)
      expect(Object.keys(gold)).toEqual(['mazowieckie', 'pomorskie'])
      for (const region of Object.values(gold)) {
        expect(region.points.filter((row) => row.winner)).toHaveLength(1)
        expect(region.progression.filter((row) => row.winner)).toHaveLength(1)
      }
      expect(gold.mazowieckie?.points[0]?.companyId).toBe('m-points')
      expect(gold.mazowieckie?.progression[0]).toMatchObject({ companyId: 'm-growth', score: 4000, place: 1 })
      expect(ids(gold.mazowieckie?.progression ?? [])).toEqual(['m-growth', 'm-none', 'm-points'])
    })

    it('measures GOLD distances to place 1 of the category', () => {
      const { gold } = classifyContest(results)
      expect(gold.mazowieckie?.points.map((row) => row.pointsToPrizePlaces)).toEqual([0, 2000, 3000])
      expect(gold.mazowieckie?.progression.map((row) => [row.pointsToNextPlace, row.pointsToPrizePlaces])).toEqual([
        [null, 0],
        [3000, 3000],
        [500, 3500],
      ])
    })

    it('ranks progression by growth over the previous year, which may be negative', () => {
      const { gold } = classifyContest([
        company('down', { points: 5000, previousYearPoints: 6000 }),
        company('up', { points: 4600, previousYearPoints: 4000 }),
      ])
      expect(gold.mazowieckie?.progression.map((row) => [row.companyId, row.score])).toEqual([
        ['up', 600],
        ['down', -1000],
      ])
    })

    it('gives a company that wins both categories two prizes', () => {
      const classification = classifyContest(results)
      expect(goldPrizeCategories(classification, 'p-both')).toEqual(['points', 'progression'])
      expect(goldPrizeCategories(classification, 'm-points')).toEqual(['points'])
      expect(goldPrizeCategories(classification, 'm-none')).toEqual([])
      expect([...winnersOf(classification)].sort()).toEqual(['m-growth', 'm-points', 'p-both'])
    })
  })

  it('collects VIP prize places and GOLD winners in winnersOf', () => {
    const classification = classifyContest([...vipField(11), company('g', { region: 'śląskie' })])
    const winners = winnersOf(classification)
    expect(winners.has('v10')).toBe(true)
    expect(winners.has('v11')).toBe(false)
    expect(winners.has('g')).toBe(true)
    expect(winners.size).toBe(11)
  })
})
