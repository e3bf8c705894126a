import type { Payload, Where } from 'payload'
import { fromTenths, isSpending, type OrderStatus, PROGRAMMES } from '@portal/shared'
import { documents } from '../exports/sources'
import { pointsExpiringWithin } from '../ledger/expiry'
import type { StaffUser } from '../auth/users'

const WEEKS = 12
const DAY = 86_400_000
// Sources that bring a partner in: registering codes and ordering prizes is what "active" means here.
const ACTIVITY_SOURCES = ['code', 'training', 'order']
// Orders still in the fulfilment queue.
const WAITING_STATUSES: OrderStatus[] = ['Pending', 'Accepted', 'Shipped']

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY)
}

/** The month's points issued and spent, and who was active, read page by page (a busy month has many entries). */
async function monthTotals(payload: Payload, staff: StaffUser, monthStart: Date) {
  let issued = 0
  let spent = 0
  const active = new Set<string>()
  const fields = { partner: true, amount_tenths: true, source: true, createdAt: true } as const
  for await (const entry of documents<{ id: string; createdAt: string; partner: string; amount_tenths: number; source: string }>(
    payload,
    staff,
    'ledger-entries',
    { from: monthStart, to: null },
    0,
    fields,
  )) {
    if (isSpending(entry.source)) spent -= entry.amount_tenths
    else if (entry.source !== 'expiry') issued += entry.amount_tenths
    if (ACTIVITY_SOURCES.includes(entry.source)) active.add(entry.partner)
  }
  return { issued, spent, active: active.size }
}

/**
 * The back office's front page, every figure counted on the server: partners by programme and active
 * this month, codes and orders per week (the chart), points issued and spent this month and expiring within 90 days, orders
 * waiting by status and the last ranking publication.
 */
export async function dashboard(payload: Payload, staff: StaffUser, now = new Date()) {
  const asStaff = { user: staff, overrideAccess: false } as const
  const count = async (collection: 'partners' | 'codes' | 'orders', where: Where) =>
    (await payload.count({ collection, where, ...asStaff })).totalDocs
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY)
  const weeks = Array.from({ length: WEEKS }, (_, i) => new Date(firstWeek.getTime() + i * 7 * DAY))

  const [partners, month, weekly, waiting, publication, expiring] = await Promise.all([
    Promise.all(PROGRAMMES.map(async (programme) => ({ programme, count: await count('partners', { programme: { equals: programme } }) }))),
    monthTotals(payload, staff, monthStart),
    Promise.all(
      weeks.map(async (start) => {
        const range = { greater_than_equal: start.toISOString(), less_than: new Date(start.getTime() + 7 * DAY).toISOString() }
        const [codes, orders] = await Promise.all([count('codes', { registered_at: range }), count('orders', { createdAt: range })])
        return { week: start.toISOString().slice(0, 10), codes, orders }
      }),
    ),
    Promise.all(WAITING_STATUSES.map(async (status) => ({ status, count: await count('orders', { status: { equals: status } }) }))),
    payload.find({
      collection: 'ranking-publications',
      sort: '-createdAt',
      limit: 1,
      depth: 1,
      select: { data_date: true, rows_count: true, published_by: true, createdAt: true, current: true },
      ...asStaff,
    }),
    pointsExpiringWithin(payload, 90, now),
  ])

  const last = publication.docs[0]
  const by = last?.published_by && typeof last.published_by === 'object' ? last.published_by.email : null
  return {
    id: 'dashboard',
    partners,
    partners_total: partners.reduce((sum, p) => sum + p.count, 0),
    active_this_month: month.active,
    month: monthStart.toISOString().slice(0, 7),
    points_issued_this_month: fromTenths(month.issued),
    points_spent_this_month: fromTenths(month.spent),
    points_expiring_90_days: expiring,
    weekly,
    orders_waiting: waiting,
    last_publication: last
      ? {
          id: last.id,
          data_date: last.data_date,
          rows_count: last.rows_count,
          published_by: by,
          createdAt: last.createdAt,
          current: Boolean(last.current),
        }
      : null,
  }
}
