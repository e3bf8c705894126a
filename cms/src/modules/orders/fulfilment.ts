import type { Writable } from 'node:stream'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { z } from 'zod'
import { invalidate } from '../../cache/invalidation'
import { AppError, parseBody, validationError } from '../../domain/errors'
import {
  addressLine,
  type AuditAction,
  isRefunding,
  ORDER_STATUSES,
  orderStatusRequest,
  type OrderStatus,
  toTenths,
  transitionErrors,
} from '@portal/shared'
import type { Order, Partner } from '../../payload-types'
import { type AuditActor, recordAudit } from '../audit/audit'
import { writeCsv } from '../exports/writers'
import { programmeContact, sendEmail } from '../email/send'
import { languageOf, orderStatusEmail } from '../email/templates'
import { appendEntry } from '../ledger/ledger'
import { sqlFor, takeTurn } from '../sql'
import { inTransaction } from '../transaction'
import { createdBetween, findPage, findVisible, isRecordId, type ListQuery } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'
import { enqueueWebhookEvents } from '../webhooks/events'

export const ORDER_SORTABLE = ['createdAt', 'number', 'status', 'total_points'] as const

// Orders refuse API writes; fulfilment is this service, acting for the staff member the route checked.
const asService = { overrideAccess: true } as const

export function orderRow(order: Order) {
  const partner = order.partner && typeof order.partner === 'object' ? order.partner : null
  const address = order.delivery ?? {}
  return {
    id: order.id,
    number: order.number,
    partner: partner ? `${partner.first_name} ${partner.last_name}` : null,
    partner_email: partner?.email ?? null,
    prizes: order.lines.map((l) => (l.quantity > 1 ? `${l.name} ×${l.quantity}` : l.name)).join(', '),
    total_points: order.total_points,
    status: order.status,
    tracking_number: order.tracking_number ?? null,
    status_reason: order.status_reason ?? null,
    address: addressLine(address, { before: address.name }),
    history: (order.history ?? []).map((h) => ({ status: h.status, at: h.at, by: h.by ?? null, note: h.note ?? null })),
    createdAt: order.createdAt,
  }
}

function orderWhere(filter: Record<string, unknown>): Where {
  const conditions: Where[] = []
  if (typeof filter.status === 'string' && (ORDER_STATUSES as readonly string[]).includes(filter.status))
    conditions.push({ status: { equals: filter.status } })
  if (typeof filter.q === 'string' && filter.q.trim()) conditions.push({ number: { like: filter.q.trim() } })
  if (isRecordId(filter.partner)) conditions.push({ partner: { equals: filter.partner } })
  conditions.push(...createdBetween(filter))
  return conditions.length ? { and: conditions } : {}
}

export async function listOrders(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await findPage(payload, staff, 'orders', orderWhere(query.filter), query, 1)
  return { rows: result.docs.map(orderRow), total: result.totalDocs }
}

export async function findOrder(payload: Payload, staff: StaffUser, id: string): Promise<Order> {
  return findVisible(payload, staff, 'orders', id, 'Nie znaleziono zamówienia.')
}

/**
 * Moves an order along its path. Rejecting or cancelling returns the points through the ledger in
 * the same transaction, keyed `refund:<order>` so it happens exactly once however often it is clicked.
 * The partner gets an e-mail; the audit log gets the before and after.
 */
/** A status change by a staff member, or by a machine client named as `api:<key name>` (the API for the manufacturer's systems). */
export async function changeOrderStatus(payload: Payload, staff: AuditActor, id: string, body: unknown) {
  const input = parseBody(orderStatusRequest, body)
  const updated = await inTransaction(payload, async (req) => {
    if (!isRecordId(id)) throw new AppError(404, 'Nie znaleziono zamówienia.')
    // Two staff members clicking at once take turns: the second sees the status the first left.
    await takeTurn(payload, req, 'order', id)
    const order = (await payload.find({ collection: 'orders', where: { id: { equals: id } }, limit: 1, depth: 0, req, ...asService }))
      .docs[0]
    if (!order) throw new AppError(404, 'Nie znaleziono zamówienia.')
    const errors = transitionErrors(order.status, input.status, input)
    if (Object.keys(errors).length) throw validationError(errors)
    const partnerId = typeof order.partner === 'object' ? order.partner.id : order.partner
    if (isRefunding(input.status)) {
      await appendEntry(payload, req, {
        partnerId,
        amountTenths: toTenths(order.total_points),
        label: `Zwrot punktów: zamówienie ${order.number}`,
        source: 'refund',
        reference: order.number,
        idempotencyKey: `refund:${order.id}`,
      })
      // The pieces go back on the shelf, once: an order is cancelled or rejected only once (transitionErrors).
      await (
        await sqlFor(payload, req)
      ).execute(sql`
        UPDATE prizes SET stock = stock + l.quantity
        FROM (SELECT prize_id, sum(quantity) AS quantity FROM orders_lines WHERE _parent_id = ${order.id} AND prize_id IS NOT NULL GROUP BY prize_id) AS l
        WHERE prizes.id = l.prize_id`)
      await invalidate('prizes', undefined, req)
    }
    const now = new Date().toISOString()
    const after = await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        status: input.status,
        ...(input.status === 'Shipped' ? { tracking_number: input.tracking_number } : {}),
        ...(isRefunding(input.status) ? { status_reason: input.reason } : {}),
        history: [
          ...(order.history ?? []),
          { status: input.status, at: now, by: staff.email, note: input.tracking_number ?? input.reason ?? null },
        ],
      },
      depth: 1,
      req,
      ...asService,
    })
    await recordAudit(
      payload,
      staff,
      {
        action: `order.${input.status.toLowerCase()}` as AuditAction,
        resource: 'orders',
        resourceId: order.id,
        label: order.number,
        before: { status: order.status },
        after: { status: after.status, tracking_number: after.tracking_number ?? null, status_reason: after.status_reason ?? null },
      },
      req,
    )
    await enqueueWebhookEvents(await sqlFor(payload, req), 'order.status_changed', [
      {
        number: order.number,
        partner_id: partnerId,
        previous_status: order.status,
        status: after.status,
        tracking_number: after.tracking_number ?? null,
        reason: after.status_reason ?? null,
        changed_by: staff.email,
        changed_at: now,
      },
    ])
    return after
  })
  await notifyPartner(payload, updated)
  return orderRow(updated)
}

async function notifyPartner(payload: Payload, order: Order): Promise<void> {
  const partner = order.partner as Partner
  const contact = await programmeContact(payload, partner.programme)
  await sendEmail(
    payload,
    partner.email,
    orderStatusEmail(
      contact,
      {
        firstName: partner.first_name,
        number: order.number,
        status: order.status as OrderStatus,
        trackingNumber: order.tracking_number ?? null,
        reason: order.status_reason ?? null,
        points: order.total_points,
      },
      languageOf(partner),
    ),
  )
}

/** Accepts several Pending orders; each one succeeds or says why not, independently. */
export async function acceptOrders(payload: Payload, staff: StaffUser, body: unknown) {
  const { ids } = parseBody(z.object({ ids: z.array(z.string()).min(1, 'Zaznacz zamówienia.').max(500) }), body)
  const results: Array<{ id: string; ok: boolean; message?: string }> = []
  for (const id of ids) {
    try {
      await changeOrderStatus(payload, staff, id, { status: 'Accepted' })
      results.push({ id, ok: true })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      results.push({ id, ok: false, message: Object.values(error.errors ?? {})[0]?.[0] ?? error.message })
    }
  }
  return { accepted: results.filter((r) => r.ok).length, results }
}

/** The fulfilment house's CSV: one line per prize line of every matching order, streamed page by page. */
export async function writeOrdersCsv(out: Writable, payload: Payload, staff: StaffUser, filter: Record<string, unknown>): Promise<void> {
  async function* lines() {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection: 'orders',
        where: orderWhere(filter),
        sort: 'createdAt',
        limit: 500,
        page,
        depth: 1,
        user: staff,
        overrideAccess: false,
      })
      for (const order of result.docs) {
        const partner = order.partner as Partner
        const d = order.delivery ?? {}
        for (const line of order.lines) {
          yield [
            order.number,
            order.createdAt.slice(0, 10),
            order.status,
            line.name,
            line.quantity,
            line.points * line.quantity,
            d.name,
            d.street,
            d.building,
            d.local,
            d.post_code,
            d.city,
            partner.email,
            partner.phone,
            order.tracking_number,
          ]
        }
      }
      if (!result.hasNextPage) return
    }
  }
  await writeCsv(
    out,
    [
      'Numer',
      'Data',
      'Status',
      'Nagroda',
      'Ilość',
      'Punkty',
      'Odbiorca',
      'Ulica',
      'Nr',
      'Lokal',
      'Kod pocztowy',
      'Miejscowość',
      'E-mail',
      'Telefon',
      'Numer przesyłki',
    ],
    lines(),
  )
}
