import type { Payload } from 'payload'
import { formatCode, POINT_TENTHS } from '@portal/shared'

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
