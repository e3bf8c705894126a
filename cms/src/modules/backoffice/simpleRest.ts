import type { Response } from 'express'
import type { Where } from 'payload'
import { AppError } from '../../domain/errors'

/** A list query in the ra-data-simple-rest dialect: sort=["field","ASC"], range=[0,24], filter={...}. */
export type ListQuery = { sort: string; limit: number; page: number; start: number; filter: Record<string, unknown> }

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined) return undefined
  try {
    return JSON.parse(String(raw))
  } catch {
    throw new AppError(400, `Nieprawidłowy parametr ${name}.`)
  }
}

const MAX_RANGE_END = 10_000_000

export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: string): ListQuery {
  const sort = parseJson(query.sort, 'sort') as [string, string] | undefined
  const range = parseJson(query.range, 'range') as [number, number] | undefined
  const filter = (parseJson(query.filter, 'filter') ?? {}) as Record<string, unknown>
  const [field, order] = sort ?? [defaultSort, 'ASC']
  if (!sortable.includes(field)) throw new AppError(400, `Nie można sortować po polu ${field}.`)
  const [start, end] = range ?? [0, 24]
  // Safe integers within ten million rows: 1e300 is an "integer" to JavaScript but no offset to a database.
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start || end > MAX_RANGE_END)
    throw new AppError(400, 'Nieprawidłowy zakres (range).')
  const limit = Math.min(end - start + 1, 500)
  return {
    sort: `${order === 'DESC' ? '-' : ''}${field}`,
    limit,
    // react-admin asks for whole pages, so the range start is a multiple of the page size.
    page: Math.floor(start / limit) + 1,
    start,
    filter: typeof filter === 'object' && filter !== null ? filter : {},
  }
}

/** Free-text search over the given fields, OR-ed. */
export function searchWhere(q: unknown, fields: readonly string[]): Where | null {
  if (typeof q !== 'string' || q.trim() === '') return null
  return { or: fields.map((field) => ({ [field]: { like: q.trim() } })) }
}

export function sendList<T>(res: Response, resource: string, query: ListQuery, rows: T[], total: number): void {
  const end = rows.length ? query.start + rows.length - 1 : query.start
  res.setHeader('Content-Range', `${resource} ${query.start}-${end}/${total}`)
  res.json(rows)
}

// uuid (SQL adapters) or ObjectId (MongoDB); anything else names no record, and PostgreSQL would refuse it as an id.
const RECORD_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i

export const isRecordId = (id: unknown): id is string => typeof id === 'string' && RECORD_ID.test(id)

/** `created_from` / `created_to` filters (whole days, the end day included) as conditions on createdAt. */
export function createdBetween(filter: Record<string, unknown>): Where[] {
  // A calendar day (RRRR-MM-DD): `+275760-09-13` is a valid Date whose next day is not.
  const day = (value: unknown, name: string) => {
    const date = new Date(`${String(value)}T00:00:00.000Z`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value)) || Number.isNaN(date.getTime()))
      throw new AppError(400, `Nieprawidłowa data w filtrze ${name}.`)
    return date
  }
  return [
    ...(typeof filter.created_from === 'string' && filter.created_from
      ? [{ createdAt: { greater_than_equal: day(filter.created_from, 'created_from').toISOString() } }]
      : []),
    ...(typeof filter.created_to === 'string' && filter.created_to
      ? [{ createdAt: { less_than: new Date(day(filter.created_to, 'created_to').getTime() + 86_400_000).toISOString() } }]
      : []),
  ]
}
