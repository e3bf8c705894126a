import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
/** DejaVu Sans carries every Polish letter; pdfkit's built-in fonts do not. */
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
export const PDF_FONT = path.join(fontDir, 'DejaVuSans.ttf')
export const PDF_FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf')

/**
 * A new pdfkit document. pdfkit (and the other packages only an export, an upload or the contact form use) loads
 * at the first use, not at every start: ~0.3 s of a ~3 s cold start (bench:hot).
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit')
  return new PDFDocument(options)
}

export type TextSection = { heading?: string; paragraphs: string[] }

/** A plain A4 text document (regulations, policies) with an embedded font. */
export async function renderTextDocument(title: string, sections: TextSection[], meta: { subject?: string } = {}): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A4', margin: 56, info: { Title: title, Subject: meta.subject ?? title } })
  return new Promise((resolve, reject) => {
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
