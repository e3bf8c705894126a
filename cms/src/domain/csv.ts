import { CsvError, parse } from 'csv-parse/sync'
import { validationError } from './errors'

type Delimiter = ';' | ',' | '\t'

/** The candidate that separates the first line's cells most often, quoted text not counted ("Dach; Rynna" is one cell). */
function delimiterOf(text: string, candidates: Delimiter[]): Delimiter {
  const firstLine = (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').replace(/"(?:[^"]|"")*"/g, '')
  const count = (candidate: Delimiter) => firstLine.split(candidate).length - 1
  return candidates.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), candidates[0]!)
}

/**
 * The rows of an uploaded CSV file as trimmed cells, one array per record (record n is the spreadsheet's row n; an
 * empty line is an empty record). Quoted cells may hold the delimiter, quotes ("") and line breaks; a BOM is dropped.
 * The delimiter is the one of `candidates` that the first line uses. A file that is not CSV (a quote never closed)
 * is a 422 on the field `file`.
 */
export function readCsv(text: string, candidates: Delimiter[] = [';', ',', '\t']): string[][] {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, ''), candidates),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][]
    return records.map((cells) => (cells.length === 1 && cells[0] === '' ? [] : cells))
  } catch (error) {
    if (error instanceof CsvError)
      throw validationError({ file: [`Nie udało się odczytać pliku CSV (cudzysłów bez zamknięcia, wiersz ${error.lines ?? '?'}).`] })
    throw error
  }
}
