import PDFDocument from 'pdfkit'
import type { Payload } from 'payload'
import QRCode from 'qrcode'
import { formatCode, POINT_TENTHS } from '@portal/shared'
import { PDF_FONT, PDF_FONT_BOLD } from '../pdf/textDocument'

/** The batch's codes as CSV for the printing house: code, points and the URL its QR code should hold. */
export async function batchCodesCsv(payload: Payload, batchId: string, baseUrl: string): Promise<string> {
  // Codes are staff-only rows; the caller checked the staff role on the route.
  const codes = await payload.find({ collection: 'codes', where: { batch: { equals: batchId } }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })
  const rows = codes.docs.map((c) => {
    const code = formatCode(c.code)
    return [code, String(c.points_tenths / POINT_TENTHS).replace('.', ','), `${baseUrl}/dodaj-kod?kod=${code}`].join(';')
  })
  return '\uFEFF' + ['Kod;Punkty;Adres QR', ...rows].join('\r\n') + '\r\n'
}

/**
 * A printable A4 sheet: one cell per code with its QR (holding the add-code URL) and the code in
 * letters, 3 × 6 cells a page, for labels that go inside the packaging.
 */
export async function batchCodesPdf(payload: Payload, batchId: string, baseUrl: string, title: string): Promise<Buffer> {
  // Codes are staff-only rows; the caller checked the staff role on the route.
  const codes = await payload.find({ collection: 'codes', where: { batch: { equals: batchId } }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const columns = 3
  const rows = 6
  const cellWidth = (doc.page.width - 72) / columns
  const cellHeight = (doc.page.height - 72) / rows
  codes.docs.forEach((entry, i) => {
    const slot = i % (columns * rows)
    if (i > 0 && slot === 0) doc.addPage()
    const x = 36 + (slot % columns) * cellWidth
    const y = 36 + Math.floor(slot / columns) * cellHeight
    const code = formatCode(entry.code)
    const qr = QRCode.create(`${baseUrl}/dodaj-kod?kod=${code}`, { errorCorrectionLevel: 'M' })
    const size = qr.modules.size
    const module = Math.min(cellWidth, cellHeight - 30) * 0.8 / size
    const left = x + (cellWidth - module * size) / 2
    for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) doc.rect(left + col * module, y + 4 + row * module, module, module)
    doc.fill('black')
    doc.font(PDF_FONT_BOLD).fontSize(12).text(code, x, y + 8 + module * size, { width: cellWidth, align: 'center' })
    doc.font(PDF_FONT).fontSize(8).text(`${String(entry.points_tenths / POINT_TENTHS).replace('.', ',')} PKT · ${title}`, x, doc.y, { width: cellWidth, align: 'center' })
  })
  doc.end()
  return done
}
