import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'

const require = createRequire(import.meta.url)
/** DejaVu Sans carries every Polish letter; pdfkit's built-in fonts do not. */
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
export const PDF_FONT = path.join(fontDir, 'DejaVuSans.ttf')
export const PDF_FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf')

export type TextSection = { heading?: string; paragraphs: string[] }

/** A plain A4 text document (regulations, policies) with an embedded font. */
export function renderTextDocument(title: string, sections: TextSection[], meta: { subject?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Subject: meta.subject ?? title } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font(PDF_FONT_BOLD).fontSize(18).text(title, { align: 'center' }).moveDown()
    for (const section of sections) {
      if (section.heading) doc.font(PDF_FONT_BOLD).fontSize(13).text(section.heading).moveDown(0.4)
      for (const paragraph of section.paragraphs) doc.font(PDF_FONT).fontSize(11).text(paragraph, { align: 'justify' }).moveDown(0.5)
    }
    doc.end()
  })
}
