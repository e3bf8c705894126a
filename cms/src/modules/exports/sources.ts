import { sql } from '@payloadcms/db-postgres'
import { Forbidden, type Payload, type Where } from 'payload'
import { auditActionLabel, auditResourceName, fromTenths, LEDGER_SOURCE_NAMES, type LedgerSource, orderStatusName } from '@portal/shared'
import { isOperationsStaff } from '../../access/roles'
import { sqlFor } from '../sql'
import type { Column, Rows } from './writers'
import type { StaffUser } from '../auth/users'

export type Period = { from: Date | null; to: Date | null }
type ExportedCollection = 'ledger-entries' | 'orders' | 'statements' | 'ranking-publications' | 'audit-log'

const PAGE = 1000
const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 19).replace('T', ' ') : '')
// One formatter for every row: toLocaleString would build a new one per call (a million of them for the ledger).
const pointsFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 1 })
const points = (tenths: number) => pointsFormat.format(fromTenths(tenths))
const nameOf = (value: unknown, key: string) =>
  value && typeof value === 'object' ? String((value as Record<string, unknown>)[key] ?? '') : ''

function periodWhere(period: Period, field = 'createdAt'): Where[] {
  return [
    ...(period.from ? [{ [field]: { greater_than_equal: period.from.toISOString() } }] : []),
    ...(period.to ? [{ [field]: { less_than: period.to.toISOString() } }] : []),
  ]
}

/**
 * A page's items one at a time, each let go once taken. A page held whole while a slow client catches up
 * lived long enough to be promoted in the heap: +240 MB of RSS for a million-row ledger (bench:exports), +0 MB this way.
 */
function* releasing<T>(page: T[]): Generator<T> {
  for (let i = 0; i < page.length; i++) {
    const item = page[i]!
    page[i] = undefined as T
    yield item
  }
}

/**
 * Every document of a collection in the period, oldest first, a page at a time by keyset (created,
 * then id): offsets would slow down page after page over a million rows. A `select` must keep createdAt.
 */
export async function* documents<T extends { id: string; createdAt: string }>(
  payload: Payload,
  staff: StaffUser,
  collection: ExportedCollection,
  period: Period,
  depth: number,
  select?: Record<string, true>,
): AsyncGenerator<T> {
  let last: T | undefined
  for (;;) {
    const after: Where[] = last
      ? [
          {
            or: [
              { createdAt: { greater_than: last.createdAt } },
              { and: [{ createdAt: { equals: last.createdAt } }, { id: { greater_than: last.id } }] },
            ],
          },
        ]
      : []
    const page = await payload.find({
      collection,
      where: { and: [...periodWhere(period), ...after] },
      sort: ['createdAt', 'id'],
      limit: PAGE,
      pagination: false,
      depth,
      user: staff,
      overrideAccess: false,
      ...(select ? { select } : {}),
    })
    const docs = page.docs as unknown as T[]
    const next = docs.at(-1)
    yield* releasing(docs)
    if (docs.length < PAGE) return
    last = next
  }
}

type LedgerRow = {
  id: string
  created_at: string
  partner_id: string | null
  email: string | null
  seq: string
  source: string
  label: string
  reference: string | null
  amount_tenths: string
}
// Pages of a few thousand rows: 10,000-row pages were promoted and grew RSS by 300 MB per million rows.
const LEDGER_PAGE = 2_000

/**
 * The ledger with each partner's e-mail, oldest first, by keyset pages of raw SQL: by measurement (bench:exports)
 * Payload's find made the million-row export take minutes. The ledger's read rule (operations staff) is applied here.
 */
async function* ledgerRows(payload: Payload, staff: StaffUser, period: Period): AsyncGenerator<LedgerRow> {
  if (!isOperationsStaff(staff)) throw new Forbidden()
  const db = await sqlFor(payload)
  let last: LedgerRow | undefined
  for (;;) {
    const { rows } = await db.execute<LedgerRow>(sql`
      -- created_at as PostgreSQL prints it (with its offset), so the next page starts exactly after it.
      SELECT l.id, l.created_at::text AS created_at, l.partner_id, p.email, l.seq, l.source, l.label, l.reference, l.amount_tenths
      FROM ledger_entries l LEFT JOIN partners p ON p.id = l.partner_id
      WHERE ${period.from ? sql`l.created_at >= ${period.from.toISOString()}` : sql`true`}
        AND ${period.to ? sql`l.created_at < ${period.to.toISOString()}` : sql`true`}
        AND ${last ? sql`(l.created_at, l.id) > (${last.created_at}, ${last.id})` : sql`true`}
      ORDER BY l.created_at, l.id LIMIT ${LEDGER_PAGE}`)
    const next = rows.at(-1)
    yield* releasing(rows)
    if (rows.length < LEDGER_PAGE) return
    last = next
  }
}

export type ExportDefinition = { title: string; columns: Column[]; rows: (payload: Payload, staff: StaffUser, period: Period) => Rows }

/** What auditors export, as CSV or PDF, for a period. */
export const EXPORTS: Record<string, ExportDefinition> = {
  ledger: {
    title: 'Rejestr punktów',
    columns: [
      { header: 'Data', width: 16 },
      { header: 'Partner', width: 26 },
      { header: 'Nr', width: 6 },
      { header: 'Źródło', width: 10 },
      { header: 'Opis', width: 40 },
      { header: 'Odniesienie', width: 16 },
      { header: 'Punkty', width: 10 },
    ],
    async *rows(payload, staff, period) {
      for await (const entry of ledgerRows(payload, staff, period)) {
        yield [
          day(new Date(entry.created_at).toISOString()),
          entry.email ?? entry.partner_id ?? '',
          String(entry.seq),
          LEDGER_SOURCE_NAMES[entry.source as LedgerSource] ?? entry.source,
          entry.label,
          entry.reference ?? '',
          points(Number(entry.amount_tenths)),
        ]
      }
    },
  },
  orders: {
    title: 'Zamówienia',
    columns: [
      { header: 'Data', width: 16 },
      { header: 'Numer', width: 20 },
      { header: 'Partner', width: 26 },
      { header: 'Nagrody', width: 40 },
      { header: 'Punkty', width: 10 },
      { header: 'Status', width: 12 },
      { header: 'Przesyłka / powód', width: 22 },
    ],
    async *rows(payload, staff, period) {
      for await (const order of documents<{
        id: string
        createdAt: string
        number: string
        partner: unknown
        lines: Array<{ name: string; quantity: number }>
        total_points: number
        status: string
        tracking_number?: string | null
        status_reason?: string | null
      }>(payload, staff, 'orders', period, 1)) {
        yield [
          day(order.createdAt),
          order.number,
          nameOf(order.partner, 'email'),
          order.lines.map((l) => `${l.name} ×${l.quantity}`).join(', '),
          String(order.total_points),
          orderStatusName(order.status),
          order.tracking_number ?? order.status_reason ?? '',
        ]
      }
    },
  },
  consents: {
    title: 'Rejestr zgód',
    columns: [
      { header: 'Data akceptacji', width: 16 },
      { header: 'Partner', width: 28 },
      { header: 'Regulamin (wersja)', width: 18 },
      { header: 'Polityka prywatności (wersja)', width: 22 },
      { header: 'SHA-256 regulaminu', width: 66 },
      { header: 'SHA-256 polityki prywatności', width: 66 },
      { header: 'Regulamin', width: 9 },
      { header: 'Polityka', width: 9 },
      { header: 'Marketing', width: 9 },
      { header: 'IP', width: 14 },
    ],
    async *rows(payload, staff, period) {
      const yes = (value: unknown) => (value ? 'tak' : 'nie')
      for await (const statement of documents<{
        id: string
        createdAt: string
        accepted_at: string
        partner: unknown
        regulations: unknown
        privacy_policy: unknown
        regulations_version?: string | null
        regulations_sha256?: string | null
        privacy_policy_version?: string | null
        privacy_policy_sha256?: string | null
        accept_regulations?: boolean | null
        accept_privacy_policy?: boolean | null
        accept_marketing_data_process?: boolean | null
        ip?: string | null
      }>(payload, staff, 'statements', period, 1)) {
        yield [
          day(statement.accepted_at),
          nameOf(statement.partner, 'email'),
          statement.regulations_version ?? nameOf(statement.regulations, 'version'),
          statement.privacy_policy_version ?? nameOf(statement.privacy_policy, 'version'),
          statement.regulations_sha256 ?? '',
          statement.privacy_policy_sha256 ?? '',
          yes(statement.accept_regulations),
          yes(statement.accept_privacy_policy),
          yes(statement.accept_marketing_data_process),
          statement.ip ?? '',
        ]
      }
    },
  },
  rankings: {
    title: 'Publikacje rankingu',
    columns: [
      { header: 'Opublikowano', width: 16 },
      { header: 'Stan na dzień', width: 12 },
      { header: 'Liczba firm', width: 10 },
      { header: 'Opublikował', width: 26 },
      { header: 'Plik', width: 30 },
      { header: 'Aktualna', width: 8 },
    ],
    async *rows(payload, staff, period) {
      const select = { createdAt: true, data_date: true, rows_count: true, published_by: true, file: true, current: true } as const
      for await (const publication of documents<{
        id: string
        createdAt: string
        data_date: string
        rows_count: number
        published_by: unknown
        file: unknown
        current?: boolean | null
      }>(payload, staff, 'ranking-publications', period, 1, select)) {
        yield [
          day(publication.createdAt),
          publication.data_date.slice(0, 10),
          String(publication.rows_count),
          nameOf(publication.published_by, 'email'),
          nameOf(publication.file, 'filename'),
          publication.current ? 'tak' : 'nie',
        ]
      }
    },
  },
  'audit-log': {
    title: 'Dziennik zdarzeń',
    columns: [
      { header: 'Data', width: 16 },
      { header: 'Pracownik', width: 24 },
      { header: 'Działanie', width: 22 },
      { header: 'Zasób', width: 18 },
      { header: 'Rekord', width: 26 },
      { header: 'Przed', width: 30 },
      { header: 'Po', width: 30 },
    ],
    async *rows(payload, staff, period) {
      for await (const entry of documents<{
        id: string
        createdAt: string
        staff_email: string
        action: string
        resource: string
        resource_id?: string | null
        resource_label?: string | null
        before?: unknown
        after?: unknown
      }>(payload, staff, 'audit-log', period, 0)) {
        yield [
          day(entry.createdAt),
          entry.staff_email,
          auditActionLabel(entry.action),
          auditResourceName(entry.resource),
          entry.resource_label ?? entry.resource_id ?? '',
          entry.before ? JSON.stringify(entry.before) : '',
          entry.after ? JSON.stringify(entry.after) : '',
        ]
      }
    },
  },
}
