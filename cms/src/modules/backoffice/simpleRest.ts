import express, { type RequestHandler, type Response } from 'express'
import type { CollectionSlug, Payload, Where } from 'payload'
import { AppError } from '../../domain/errors'
import { isRecordId } from '../../domain/relations'
import { requireStaff } from '../auth/session'
import type { StaffUser } from '../auth/users'

/** What every area's back-office routes are built with. */
export type BackofficeContext = { payload: Payload; publicUrl: string; secureCookies: boolean }

/** Programme staff and auditors (read-only) see the back office; only programme staff change it. Admins pass both. */
export const staffReads = requireStaff('programme', 'auditor')
export const staffWrites = requireStaff('programme')

/** `?dry_run=1` (or `true`) on an import: check every row, write nothing. */
export const isDryRun = (query: { dry_run?: unknown }) => query.dry_run === '1' || query.dry_run === 'true'

/** An import's CSV file, sent as the request body; `bodyText` reads it (empty when none came). */
export const csvBody = express.text({ type: ['text/csv', 'text/plain'], limit: '5mb' })
export const bodyText = (body: unknown) => (typeof body === 'string' ? body : '')

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

export { isRecordId } from '../../domain/relations'

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

type Lister = (payload: Payload, staff: StaffUser, query: ListQuery) => Promise<{ rows: unknown[]; total: number }>

/** A list route in the simple-rest dialect: sort, range and filter in, rows and Content-Range out. */
export const listRoute =
  (payload: Payload, resource: string, sortable: readonly string[], defaultSort: string, lister: Lister): RequestHandler =>
  async (req, res) => {
    const query = parseListQuery(req.query, sortable, defaultSort)
    const { rows, total } = await lister(payload, req.staff!, query)
    sendList(res, resource, query, rows, total)
  }

/** One page of a collection as the staff member may see it (the collection's access rules apply). */
export function findPage<S extends CollectionSlug>(
  payload: Payload,
  staff: StaffUser,
  collection: S,
  where: Where,
  query: ListQuery,
  depth = 0,
) {
  return payload.find({
    collection,
    where,
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth,
    user: staff,
    overrideAccess: false,
  })
}

/** One record the staff member may see, by id; a 404 saying `notFound` when there is none or the id names no record. */
export async function findVisible<S extends CollectionSlug>(
  payload: Payload,
  staff: StaffUser,
  collection: S,
  id: string,
  notFound: string,
  depth = 1,
) {
  const where: Where = { id: { equals: id } }
  const record = isRecordId(id)
    ? (await payload.find({ collection, where, limit: 1, depth, user: staff, overrideAccess: false })).docs[0]
    : undefined
  if (!record) throw new AppError(404, notFound)
  return record
}
