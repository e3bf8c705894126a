import { PassThrough } from 'node:stream'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { csvCell, writePdf } from './writers'

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

describe('writePdf', () => {
  /** The PDF as pdf.js reads it back: each page's text items with their left edge and width. */
  async function readBack(rows: string[][]) {
    const out = new PassThrough()
    const chunks: Buffer[] = []
    out.on('data', (chunk: Buffer) => chunks.push(chunk))
    async function* source() {
      yield* rows
    }
    const columns = [
      { header: 'Data', width: 12 },
      { header: 'Opis zdarzenia', width: 30 },
      { header: 'Po', width: 30 },
    ]
    await writePdf(out, 'Dziennik zdarzeń', 'Okres: 2026-01-01 – 2026-01-31', columns, source())
    const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false }).promise
    const pages = []
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n)
      const items = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item && item.str.trim() ? [{ text: item.str, x: item.transform[4] as number, width: item.width }] : [],
      )
      pages.push({ width: page.view[2]!, items })
    }
    return { pages }
  }

  it('wraps long cells inside their column, landscape, with the period and the page number on every page', async () => {
    const long = 'Zablokowano logowanie partnera po zgłoszeniu podejrzanych rejestracji kodów z jednej partii'
    const json = JSON.stringify({ blocked_at: '2026-01-05T10:00:00.000Z', blocked_reason: 'Wiele kodów z jednej partii w krótkim czasie' })
    const { pages } = await readBack(Array.from({ length: 60 }, (_, i) => [`2026-01-${String((i % 28) + 1).padStart(2, '0')}`, long, json]))
    expect(pages.length).toBeGreaterThan(1)
    expect(pages[0]!.width).toBeGreaterThan(800) // A4 landscape: 842 pt wide
    pages.forEach((page, i) => {
      const texts = page.items.map((item) => item.text)
      expect(texts).toContain(`Strona ${i + 1}`)
      expect(texts.join(' ')).toContain('Okres: 2026-01-01 – 2026-01-31')
      expect(texts).toContain('Opis zdarzenia')
    })
    // The description column starts at 36 + 12/72 of the table's width and ends where "Po" starts: nothing crosses it.
    const table = pages[0]!.width - 72
    const descriptionStart = 36 + (table * 12) / 72
    const descriptionEnd = 36 + (table * 42) / 72
    const description = pages[0]!.items.filter((item) => item.x >= descriptionStart - 1 && item.x < descriptionEnd - 1)
    expect(description.length).toBeGreaterThan(1)
    for (const item of description) expect(item.x + item.width).toBeLessThanOrEqual(descriptionEnd)
    // The long text is whole, over several lines, not cut with an ellipsis.
    expect(
      description
        .filter((item) => item.text !== 'Opis zdarzenia')
        .slice(0, 3)
        .map((item) => item.text)
        .join(' '),
    ).toContain('Zablokowano logowanie partnera')
    expect(pages[0]!.items.some((item) => item.text.includes('…'))).toBe(false)
  })
})
