import { describe, expect, it } from 'vitest'
import { paginationWindow, pointsTable, polishSortKey, slugFromTitle } from './content'

describe('pagination window (spec §2)', () => {
  it('shows every page when there are five or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1])
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows five pages around the current one, with the first two and last two when far away', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20])
  })

  it('clamps the window at the ends', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20])
    expect(paginationWindow(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20])
  })

  it('joins the window to an end that is close instead of showing a gap', () => {
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 19, 20])
    expect(paginationWindow(5, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('never lists a page twice and always includes the current page', () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const pages = paginationWindow(current, last).filter((p) => p !== 'gap')
        expect(new Set(pages).size).toBe(pages.length)
        expect(pages).toContain(current)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(last)
      }
    }
  })
})

describe('rules points table', () => {
  it('gives each product line its points per unit from the products', () => {
    const table = pointsTable([
      { product_line: 'premium', unit: 'm', points_per_unit: 2 },
      { product_line: 'standard', unit: 'm', points_per_unit: 1 },
      { product_line: 'premium', unit: 'm', points_per_unit: 2 },
      { product_line: 'roof_covering', unit: 'm2', points_per_unit: 0.5 },
    ])
    expect(table).toEqual([
      { line: 'premium', label: 'Rynny premium', unit: 'm', points: [2] },
      { line: 'standard', label: 'Rynny standard', unit: 'm', points: [1] },
      { line: 'roof_covering', label: 'Pokrycia dachowe', unit: 'm2', points: [0.5] },
    ])
  })

  it('leaves out a line without products', () => {
    expect(pointsTable([{ product_line: 'standard', unit: 'm', points_per_unit: 1 }]).map((r) => r.line)).toEqual(['standard'])
  })
})

describe('Polish sort key', () => {
  it('orders names as a Polish dictionary does, whatever the database collation', () => {
    const names = ['Zestaw', 'Żel', 'Słuchawki', 'Smartwatch', 'Łopata', 'Lampa', 'Ćma', 'Cebula', 'ananas', 'Ąb']
    const sorted = [...names].sort((a, b) => (polishSortKey(a) < polishSortKey(b) ? -1 : 1))
    expect(sorted).toEqual(['ananas', 'Ąb', 'Cebula', 'Ćma', 'Lampa', 'Łopata', 'Słuchawki', 'Smartwatch', 'Zestaw', 'Żel'])
  })
})

describe('slugFromTitle', () => {
  it('turns a Polish title into an address: plain letters, hyphens, nothing else', () => {
    expect(slugFromTitle('Nowy katalog nagród: zimą taniej!')).toBe('nowy-katalog-nagrod-zima-taniej')
    expect(slugFromTitle('  Żółć, źdźbło & łąka 2026 ')).toBe('zolc-zdzblo-laka-2026')
  })
})
