import type { Payload } from 'payload'
import { formatCode, isValidCode, MAX_BATCH_SIZE, normalizeCode, toTenths } from '@portal/shared'
import { readCsv } from '../../domain/csv'
import { AppError, validationError } from '../../domain/errors'
import type { CodeBatch, Staff } from '../../payload-types'
import { inTransaction } from '../transaction'
import { createBatchRecord, type MachineActor, type NewBatch } from './batches'
import { insertCodes } from './bulkInsert'

type ImportRowError = { row: number; code: string; message: string }
export type ImportCheck = { rows: number; valid: number; errors: ImportRowError[] }

const EXISTING_CHUNK = 500

/**
 * Reads a printing house's CSV: the code is the first column of each line (`;`, `,` or tab
 * separated), a header line is allowed. Codes must follow the portal's scheme, check character
 * included, because the portal verifies that on the phone before anything is sent.
 */
function parseCodesCsv(text: string): { rows: number; codes: Array<{ row: number; code: string }>; errors: ImportRowError[] } {
  let rows = 0
  const codes: Array<{ row: number; code: string }> = []
  const errors: ImportRowError[] = []
  const firstRowOf = new Map<string, number>()
  readCsv(text).forEach((cells, i) => {
    const row = i + 1
    const cell = cells[0] ?? ''
    if (!cell) return
    const code = normalizeCode(cell)
    if (!isValidCode(code)) {
      // A header line ("Kod;Punkty") is skipped, not reported.
      if (rows === 0 && /kod|code/i.test(cell)) return
      rows++
      errors.push({ row, code: cell.slice(0, 40), message: 'Nieprawidłowy kod: zły format lub znak kontrolny.' })
      return
    }
    rows++
    const first = firstRowOf.get(code)
    if (first) {
      errors.push({ row, code: formatCode(code), message: `Kod powtórzony w pliku (pierwszy raz w wierszu ${first}).` })
      return
    }
    firstRowOf.set(code, row)
    codes.push({ row, code })
  })
  return { rows, codes, errors }
}

async function checkImport(payload: Payload, text: string) {
  const { rows, codes, errors } = parseCodesCsv(text)
  if (rows === 0) throw validationError({ file: ['Plik nie zawiera kodów.'] })
  if (rows > MAX_BATCH_SIZE) throw validationError({ file: [`Najwyżej ${MAX_BATCH_SIZE.toLocaleString('pl-PL')} kodów w jednym pliku.`] })
  for (let start = 0; start < codes.length; start += EXISTING_CHUNK) {
    const chunk = codes.slice(start, start + EXISTING_CHUNK)
    // Codes are staff-only rows; the route checked the programme role.
    const existing = await payload.find({
      collection: 'codes',
      where: { code: { in: chunk.map((c) => c.code) } },
      select: { code: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const taken = new Set(existing.docs.map((doc) => doc.code))
    for (const entry of chunk)
      if (taken.has(entry.code)) errors.push({ row: entry.row, code: formatCode(entry.code), message: 'Kod już istnieje w systemie.' })
  }
  errors.sort((a, b) => a.row - b.row)
  const rejected = new Set(errors.map((e) => e.row))
  return { rows, valid: codes.filter((c) => !rejected.has(c.row)), errors }
}

/** The dry run: every row's problem, nothing written. */
export async function dryRunImport(payload: Payload, text: string): Promise<ImportCheck> {
  const check = await checkImport(payload, text)
  return { rows: check.rows, valid: check.valid.length, errors: check.errors }
}

/** Imports the file as one new batch, all or nothing: a file with any bad row writes no code. */
export async function importBatch(
  payload: Payload,
  batch: Omit<NewBatch, 'count' | 'random'>,
  text: string,
  createdBy: Staff | MachineActor,
): Promise<{ batch: CodeBatch; count: number }> {
  const check = await checkImport(payload, text)
  if (check.errors.length)
    throw validationError(Object.fromEntries(check.errors.map((e) => [`rows.${e.row}`, [`${e.code}: ${e.message}`]])))
  return inTransaction(payload, async (req) => {
    const created = await createBatchRecord(payload, req, batch, check.valid.length, createdBy, 'code-batch.import')
    const pointsTenths = toTenths(batch.pointsPerCode)
    const inserted = await insertCodes(
      payload,
      req,
      check.valid.map(({ code }) => ({ code, batch: created.id, product: batch.productId ?? null, points_tenths: pointsTenths })),
    )
    // A code added by someone else since the check: the whole import is undone rather than half-written.
    if (inserted.size !== check.valid.length)
      throw new AppError(409, 'Część kodów z pliku została w międzyczasie dodana. Sprawdź plik ponownie.')
    return { batch: created, count: inserted.size }
  })
}
