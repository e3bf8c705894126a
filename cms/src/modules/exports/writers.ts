import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { PDF_FONT, PDF_FONT_BOLD, newPdfDocument } from '../pdf/textDocument'

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
 * Streams rows as a landscape A4 table with the Polish font: cells wrap within their column (a row is as tall as
 * its tallest cell), every page repeats the title, the period and the column header and carries its number, and
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
  const doc = await newPdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: title, Subject: subtitle },
    bufferPages: false,
  })
  doc.pipe(out)
  const finished = once(out, 'finish')
  const left = 36
  const footerY = doc.page.height - 28
  const bottom = footerY - 8
  const scale = (doc.page.width - 72) / columns.reduce((sum, c) => sum + c.width, 0)
  const widths = columns.map((column) => column.width * scale)
  const lineHeight = 11
  const padding = 3
  let page = 0
  let y = 0

  // A cell longer than this many points (a big before/after in the audit log) ends in an ellipsis, so a row never outgrows a page.
  const tallestCell = 16 * lineHeight
  // Measuring is for cells that do not fit on one line; most do, and a million rows stay fast.
  const cellHeight = (text: string, width: number) =>
    doc.widthOfString(text) <= width - 4 ? lineHeight : Math.min(tallestCell, doc.heightOfString(text, { width: width - 4 }) + 1)
  const drawRow = (cells: string[]) => {
    const height = Math.max(...cells.map((cell, i) => cellHeight(cell, widths[i]!)))
    let x = left
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 4, height: tallestCell, ellipsis: true, lineGap: 0 })
      x += widths[i]!
    })
    return height
  }
  const rule = (at: number) =>
    doc
      .moveTo(left, at)
      .lineTo(doc.page.width - 36, at)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
  const startPage = () => {
    if (page > 0) doc.addPage()
    page++
    // The footer sits in the bottom margin: pdfkit must not take it for an overflow and open another page.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font(PDF_FONT).fontSize(7).fillColor('#555555')
    doc.text(`${title} · ${subtitle}`, left, footerY, { width: doc.page.width - 200, lineBreak: false, ellipsis: true })
    doc.text(`Strona ${page}`, doc.page.width - 136, footerY, { width: 100, align: 'right', lineBreak: false })
    doc.page.margins.bottom = margin
    doc.fillColor('black')
    if (page === 1) {
      doc.font(PDF_FONT_BOLD).fontSize(14).text(title, left, 36)
      doc.font(PDF_FONT).fontSize(9).text(subtitle).moveDown(0.5)
      for (const line of summary) doc.font(PDF_FONT).fontSize(10).text(line)
      if (summary.length) doc.moveDown(0.5)
    } else {
      doc.font(PDF_FONT_BOLD).fontSize(9).text(`${title} — ${subtitle}`, left, 36, { lineBreak: false, ellipsis: true })
      doc.y = 36 + 18
    }
    y = doc.y
    doc.font(PDF_FONT_BOLD).fontSize(8)
    y += drawRow(columns.map((column) => column.header)) + padding
    rule(y - padding / 2)
    doc.font(PDF_FONT).fontSize(8)
  }

  startPage()
  let count = 0
  for await (const row of rows) {
    const height = Math.max(...row.map((cell, i) => cellHeight(cell, widths[i]!)))
    if (y + height > bottom) startPage()
    drawRow(row)
    y += height + padding
    rule(y - padding / 2)
    count++
    // Let the socket drain between pages' worth of rows.
    if (count % 500 === 0 && out.writableNeedDrain) await once(out, 'drain')
  }
  if (count === 0) doc.text('Brak danych w wybranym okresie.', left, y)
  doc.end()
  await finished
}
