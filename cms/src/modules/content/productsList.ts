import type { ProductItem } from '@portal/shared'
import { csvText } from '../exports/writers'
import { PDF_FONT, PDF_FONT_BOLD, newPdfDocument } from '../pdf/textDocument'

const UNIT_LABEL = { m: 'm', m2: 'm²' } as const
const formatPoints = (points: number) => points.toLocaleString('pl-PL', { maximumFractionDigits: 1 })

/** The premium products list as CSV (semicolon-separated, with a BOM so spreadsheet programs read Polish letters). */
export function productsCsv(products: ProductItem[]): string {
  return csvText(
    ['Indeks', 'Nazwa', 'Jednostka', 'Punkty za jednostkę'],
    products.map((p) => [p.index, p.name, UNIT_LABEL[p.unit], formatPoints(p.points_per_unit)]),
  )
}

/** The premium products list as an A4 PDF with an embedded font that has every Polish letter. */
export async function productsPdf(title: string, products: ProductItem[]): Promise<Buffer> {
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: title } })
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font(PDF_FONT_BOLD).fontSize(16).text(title).moveDown(0.3)
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .fillColor('#51606b')
      .text(`Stan na ${new Date().toLocaleDateString('pl-PL')}`)
      .fillColor('black')
      .moveDown()
    const columns = [48, 130, 400, 470]
    const header = (y: number) => {
      doc.font(PDF_FONT_BOLD).fontSize(10)
      ;['Indeks', 'Nazwa', 'Jedn.', 'PKT/jedn.'].forEach((label, i) => doc.text(label, columns[i]!, y, { width: i === 1 ? 260 : 70 }))
      return y + 18
    }
    let y = header(doc.y)
    doc.font(PDF_FONT).fontSize(10)
    for (const product of products) {
      if (y > doc.page.height - 72) {
        doc.addPage()
        y = header(48)
        doc.font(PDF_FONT).fontSize(10)
      }
      doc.text(product.index, columns[0]!, y, { width: 80 })
      doc.text(product.name, columns[1]!, y, { width: 260 })
      doc.text(UNIT_LABEL[product.unit], columns[2]!, y, { width: 60 })
      doc.text(formatPoints(product.points_per_unit), columns[3]!, y, { width: 70 })
      y = Math.max(doc.y, y + 14) + 4
    }
    doc.end()
  })
}
