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

export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: string): ListQuery {
  const sort = parseJson(query.sort, 'sort') as [string, string] | undefined
  const range = parseJson(query.range, 'range') as [number, number] | undefined
  const filter = (parseJson(query.filter, 'filter') ?? {}) as Record<string, unknown>
  const [field, order] = sort ?? [defaultSort, 'ASC']
  if (!sortable.includes(field)) throw new AppError(400, `Nie można sortować po polu ${field}.`)
  const [start, end] = range ?? [0, 24]
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) throw new AppError(400, 'Nieprawidłowy zakres (range).')
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
