import { once } from 'node:events'
import type { Writable } from 'node:stream'
import type { Payload } from 'payload'
import { formatCode, formatPoints, fromTenths, links } from '@portal/shared'
import { writeCsv } from '../exports/writers'
import { PDF_FONT, PDF_FONT_BOLD, newPdfDocument } from '../pdf/textDocument'

const PAGE = 2000

/** A batch's codes a page at a time, in code order, so a 100,000-code batch never sits in memory whole. */
async function* codesOfBatch(payload: Payload, batchId: string) {
  for (let page = 1; ; page++) {
    // Codes are staff-only rows; the caller checked the staff role on the route.
    const result = await payload.find({
      collection: 'codes',
      where: { batch: { equals: batchId } },
      sort: 'code',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    yield* result.docs
    if (!result.hasNextPage) return
  }
}

/** Streams the batch's codes as CSV for the printing house: code, points and the URL its QR code should hold. */
export async function writeBatchCodesCsv(out: Writable, payload: Payload, batchId: string, baseUrl: string): Promise<void> {
  async function* lines() {
    for await (const entry of codesOfBatch(payload, batchId)) {
      const code = formatCode(entry.code)
      yield [code, String(fromTenths(entry.points_tenths)).replace('.', ','), `${baseUrl}${links.addCode(code)}`]
    }
  }
  await writeCsv(out, ['Kod', 'Punkty', 'Adres QR'], lines())
}

/**
 * A printable A4 sheet: one cell per code with its QR (holding the add-code URL) and the code in
 * letters, 3 × 6 cells a page, for labels that go inside the packaging.
 */
export async function writeBatchCodesPdf(out: Writable, payload: Payload, batchId: string, baseUrl: string, title: string): Promise<void> {
  const doc = await newPdfDocument({ size: 'A4', margin: 36, info: { Title: title } })
  const { default: QRCode } = await import('qrcode')
  doc.pipe(out)
  const columns = 3
  const rows = 6
  const cellWidth = (doc.page.width - 72) / columns
  const cellHeight = (doc.page.height - 72) / rows
  let i = 0
  for await (const entry of codesOfBatch(payload, batchId)) {
    const slot = i % (columns * rows)
    if (i > 0 && slot === 0) doc.addPage()
    const x = 36 + (slot % columns) * cellWidth
    const y = 36 + Math.floor(slot / columns) * cellHeight
    const code = formatCode(entry.code)
    const qr = QRCode.create(`${baseUrl}${links.addCode(code)}`, { errorCorrectionLevel: 'M' })
    const size = qr.modules.size
    const module = (Math.min(cellWidth, cellHeight - 30) * 0.8) / size
    const left = x + (cellWidth - module * size) / 2
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) doc.rect(left + col * module, y + 4 + row * module, module, module)
    doc.fill('black')
    doc
      .font(PDF_FONT_BOLD)
      .fontSize(12)
      .text(code, x, y + 8 + module * size, { width: cellWidth, align: 'center' })
    doc
      .font(PDF_FONT)
      .fontSize(8)
      .text(`${formatPoints(fromTenths(entry.points_tenths))} · ${title}`, x, doc.y, {
        width: cellWidth,
        align: 'center',
      })
    i++
  }
  doc.end()
  await once(out, 'finish')
}
