import crypto from 'node:crypto'
import { CONTEST_REGIONS, RANKING_COLUMNS, type RankingImportError } from '@portal/shared'
import { readCsv } from '../../domain/csv'
import { validationError } from '../../domain/errors'

export type RankingFileRow = { row: number; nip: string; name: string; region: string; previous: number; points: number }

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const isXlsx = (file: Buffer) => file.subarray(0, 2).toString('latin1') === 'PK'

type Cell = string | number | boolean | Date | null | undefined

/** The file's cells, row by row: XLSX by its zip signature, anything else as CSV (`;`, `,` or tab). */
async function cellsOf(file: Buffer): Promise<Cell[][]> {
  if (isXlsx(file)) {
    try {
      const { readSheet } = await import('read-excel-file/node')
      return (await readSheet(file)) as Cell[][]
    } catch {
      throw validationError({ file: ['Nie udało się odczytać pliku XLSX.'] })
    }
  }
  return readCsv(file.toString('utf8'), [';', '\t', ','])
}

/** Polish or plain numbers: "21 000,5", "21000.5", 21000.5; never negative. */
function pointsOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? cell : null
  const text = String(cell ?? '')
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null
}

const regionByName = new Map(CONTEST_REGIONS.map((region) => [region.toLocaleLowerCase('pl'), region]))

type RankingFileContent = { rows: RankingFileRow[]; errors: RankingImportError[]; total: number; format: 'xlsx' | 'csv'; mimeType: string }

const KEPT_MS = 15 * 60 * 1000
// The last file read, by its content: staff publish the file their dry run has just checked, and reading 50,000
// rows again was ~0.3 s of the publication (bench:ranking). Callers only read what it holds.
let lastRead: { hash: string; content: Promise<RankingFileContent>; forget: NodeJS.Timeout } | null = null

/**
 * Reads a results file: a header row naming the columns of RANKING_COLUMNS, then one company per row.
 * Every row's problem is reported (bad NIP, region or number, the same NIP twice); the company lookup comes later.
 */
export function readRankingFile(file: Buffer): Promise<RankingFileContent> {
  const hash = crypto.createHash('sha256').update(file).digest('hex')
  if (lastRead?.hash === hash) return lastRead.content
  if (lastRead) clearTimeout(lastRead.forget)
  const read: NonNullable<typeof lastRead> = { hash, content: readFile(file), forget: setTimeout(() => (lastRead = null), KEPT_MS).unref() }
  lastRead = read
  read.content.catch(() => {
    if (lastRead === read) lastRead = null
  })
  return read.content
}

async function readFile(file: Buffer): Promise<RankingFileContent> {
  const cells = await cellsOf(file)
  const headerIndex = cells.findIndex((row) => row.some((cell) => String(cell ?? '').trim() !== ''))
  const header = (cells[headerIndex] ?? []).map((cell) =>
    String(cell ?? '')
      .trim()
      .toLocaleLowerCase('pl'),
  )
  const column = Object.fromEntries(
    Object.entries(RANKING_COLUMNS).map(([key, title]) => [key, header.indexOf(title.toLocaleLowerCase('pl'))]),
  ) as Record<keyof typeof RANKING_COLUMNS, number>
  const missing = Object.entries(column)
    .filter(([, index]) => index < 0)
    .map(([key]) => RANKING_COLUMNS[key as keyof typeof RANKING_COLUMNS])
  if (headerIndex < 0 || missing.length)
    throw validationError({
      file: [
        `Brak kolumn: ${missing.join(', ')}. Pierwszy wiersz pliku musi nazywać kolumny: ${Object.values(RANKING_COLUMNS).join(', ')}.`,
      ],
    })

  const rows: RankingFileRow[] = []
  const errors: RankingImportError[] = []
  const firstRowOf = new Map<string, number>()
  let total = 0
  cells.slice(headerIndex + 1).forEach((cellsInRow, i) => {
    if (!cellsInRow.some((cell) => String(cell ?? '').trim() !== '')) return
    total++
    const row = headerIndex + i + 2
    const problems: string[] = []
    const nip = String(cellsInRow[column.nip] ?? '').replace(/[\s-]/g, '')
    if (!/^\d{10}$/.test(nip)) problems.push(`nieprawidłowy NIP „${String(cellsInRow[column.nip] ?? '')}”`)
    const region = regionByName.get(
      String(cellsInRow[column.region] ?? '')
        .trim()
        .toLocaleLowerCase('pl'),
    )
    if (!region) problems.push(`nieznany region „${String(cellsInRow[column.region] ?? '')}”`)
    const previous = pointsOf(cellsInRow[column.previous])
    if (previous === null)
      problems.push(`nieprawidłowa liczba w kolumnie „${RANKING_COLUMNS.previous}”: „${String(cellsInRow[column.previous] ?? '')}”`)
    const points = pointsOf(cellsInRow[column.points])
    if (points === null)
      problems.push(`nieprawidłowa liczba w kolumnie „${RANKING_COLUMNS.points}”: „${String(cellsInRow[column.points] ?? '')}”`)
    const first = firstRowOf.get(nip)
    if (first !== undefined && /^\d{10}$/.test(nip)) problems.push(`NIP powtórzony (pierwszy raz w wierszu ${first})`)
    else firstRowOf.set(nip, row)
    if (problems.length) errors.push({ row, message: problems.join('; ').replace(/^./, (c) => c.toUpperCase()) + '.' })
    else rows.push({ row, nip, name: String(cellsInRow[column.name] ?? '').trim(), region: region!, previous: previous!, points: points! })
  })
  if (total === 0) throw validationError({ file: ['Plik nie zawiera wierszy z wynikami.'] })
  return { rows, errors, total, format: isXlsx(file) ? 'xlsx' : 'csv', mimeType: isXlsx(file) ? XLSX : 'text/csv' }
}
