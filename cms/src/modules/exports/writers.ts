import { once } from 'node:events'
import type { Writable } from 'node:stream'
import PDFDocument from 'pdfkit'
import { PDF_FONT, PDF_FONT_BOLD } from '../pdf/textDocument'

export type Column = { header: string; width: number }
export type Rows = AsyncIterable<string[]>

/**
 * One CSV cell (`;`-separated, quoted when needed). A text a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`, tab, CR first: OWASP's CSV injection rule) gets a leading apostrophe; plain numbers such as -2,5 stay numbers.
 */
export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? '' : String(value)
  const text = /^[=+\-@\t\r]/.test(raw) && !/^-?\d+([.,]\d+)?$/.test(raw) ? `'${raw}` : raw
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const csvLine = (cells: unknown[]) => cells.map(csvCell).join(';')

/**
 * The one CSV writer of every download (exports, fulfilment, code batches): `;`, UTF-8 with a BOM for Excel, CRLF;
 * it streams, waiting for the client whenever its buffer is full.
 */
export async function writeCsv(out: Writable, headers: string[], rows: AsyncIterable<unknown[]>): Promise<void> {
  // Lines leave 500 at a time: one socket write per line costs more than the row itself.
  let lines = ['\uFEFF' + csvLine(headers)]
  const flush = async () => {
    if (!out.write(lines.join('\r\n') + '\r\n')) await once(out, 'drain')
    lines = []
  }
  for await (const row of rows) {
    lines.push(csvLine(row))
    if (lines.length >= 500) await flush()
  }
  if (lines.length) await flush()
  out.end()
}

/** The same CSV as one text, for a short list answered at once (the premium products). */
export function csvText(headers: string[], rows: unknown[][]): string {
  return '\uFEFF' + [headers, ...rows].map(csvLine).join('\r\n') + '\r\n'
}

/**
 * Streams rows as a landscape A4 table with the Polish font: the header repeats on every page and
 * pages leave as they are finished, so a million rows never sit in memory.
 */
export async function writePdf(
  out: Writable,
  title: string,
  subtitle: string,
  columns: Column[],
  rows: Rows,
  summary: string[] = [],
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: title, Subject: subtitle },
    bufferPages: false,
  })
  doc.pipe(out)
  const finished = once(out, 'finish')
  const left = 36
  const bottom = doc.page.height - 36
  const scale = (doc.page.width - 72) / columns.reduce((sum, c) => sum + c.width, 0)
  const rowHeight = 12
  let y = 0

  const header = () => {
    y = doc.y
    doc.font(PDF_FONT_BOLD).fontSize(8)
    let x = left
    for (const column of columns) {
      doc.text(column.header, x, y, { width: column.width * scale - 4, lineBreak: false, ellipsis: true })
      x += column.width * scale
    }
    y += rowHeight + 2
    doc
      .moveTo(left, y - 3)
      .lineTo(doc.page.width - 36, y - 3)
      .lineWidth(0.5)
      .stroke()
    doc.font(PDF_FONT).fontSize(8)
  }

  doc.font(PDF_FONT_BOLD).fontSize(14).text(title)
  doc.font(PDF_FONT).fontSize(9).text(subtitle).moveDown(0.5)
  for (const line of summary) doc.font(PDF_FONT).fontSize(10).text(line)
  if (summary.length) doc.moveDown(0.5)
  header()
  let count = 0
  for await (const row of rows) {
    if (y + rowHeight > bottom) {
      doc.addPage()
      doc.y = 36
      header()
    }
    let x = left
    row.forEach((cell, i) => {
      const width = columns[i]!.width * scale
      doc.text(cell, x, y, { width: width - 4, lineBreak: false, ellipsis: true })
      x += width
    })
    y += rowHeight
    count++
    // Let the socket drain between pages' worth of rows.
    if (count % 500 === 0 && out.writableNeedDrain) await once(out, 'drain')
  }
  if (count === 0) doc.text('Brak danych w wybranym okresie.', left, y)
  doc.end()
  await finished
}
