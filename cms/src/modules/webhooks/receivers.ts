import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { newWebhookRequest, WEBHOOK_EVENTS, type WebhookEvent } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import { isRecordId } from '../../domain/relations'
import { recordAudit } from '../audit/audit'
import type { StaffUser } from '../auth/users'
import type { ListQuery } from '../backoffice/simpleRest'
import { sqlFor } from '../sql'
import { WEBHOOK_MAX_ATTEMPTS } from './outbox'

type ReceiverRow = {
  id: string
  name: string
  url: string
  events: WebhookEvent[] | null
  created_by: string | null
  created_at: string
  disabled_at: string | null
  disabled_by: string | null
  pending: string
  failed: string
  last_delivered_at: string | null
}

/** A receiver as the back office shows it: never its secret. */
const receiverView = (row: ReceiverRow) => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: row.events ?? [],
  event_names: (row.events ?? []).map((event) => WEBHOOK_EVENTS[event] ?? event),
  created_by: row.created_by,
  createdAt: row.created_at,
  disabled_at: row.disabled_at,
  disabled_by: row.disabled_by,
  pending: Number(row.pending),
  failed: Number(row.failed),
  last_delivered_at: row.last_delivered_at,
})

const RECEIVERS = sql`
  SELECT w.id, w.name, w.url, w.created_at::text AS created_at, w.disabled_at::text AS disabled_at, c.email AS created_by, d.email AS disabled_by,
         (SELECT array_agg(e.value::text ORDER BY e."order") FROM webhooks_events e WHERE e.parent_id = w.id) AS events,
         (SELECT count(*) FROM webhook_deliveries x WHERE x.webhook_id = w.id AND x.status = 'pending') AS pending,
         (SELECT count(*) FROM webhook_deliveries x WHERE x.webhook_id = w.id AND x.status = 'failed') AS failed,
         (SELECT max(x.delivered_at)::text FROM webhook_deliveries x WHERE x.webhook_id = w.id) AS last_delivered_at
  FROM webhooks w LEFT JOIN staff c ON c.id = w.created_by_id LEFT JOIN staff d ON d.id = w.disabled_by_id`

const notFound = () => new AppError(404, 'Nie znaleziono odbiorcy zdarzeń.')

export async function listWebhooks(payload: Payload, query: ListQuery) {
  const db = await sqlFor(payload)
  const { rows } = await db.execute<ReceiverRow>(
    sql`${RECEIVERS} ORDER BY w.disabled_at IS NOT NULL, w.created_at DESC LIMIT ${query.limit} OFFSET ${query.start}`,
  )
  const { rows: total } = await db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM webhooks`)
  return { rows: rows.map(receiverView), total: Number(total[0]!.count) }
}

export async function findWebhook(payload: Payload, id: string) {
  if (!isRecordId(id)) throw notFound()
  const { rows } = await (await sqlFor(payload)).execute<ReceiverRow>(sql`${RECEIVERS} WHERE w.id = ${id}`)
  if (!rows[0]) throw notFound()
  return receiverView(rows[0])
}

/** A new receiver with a random signing secret, shown once in the answer. */
export async function createWebhook(payload: Payload, staff: StaffUser, body: unknown) {
  const input = parseBody(newWebhookRequest, body)
  const secret = `whsec_${crypto.randomBytes(32).toString('base64url')}`
  const created = await payload.create({
    collection: 'webhooks',
    data: { name: input.name, url: input.url, secret, events: [...new Set(input.events)], created_by: staff.id },
    overrideAccess: true,
  })
  await recordAudit(payload, staff, {
    action: 'webhook.create',
    resource: 'webhooks',
    resourceId: created.id,
    label: input.name,
    after: { url: created.url, events: created.events },
  })
  return { ...(await findWebhook(payload, created.id)), secret }
}

/** Stops a receiver's new deliveries at once (what is already in the outbox is still sent), once. */
export async function disableWebhook(payload: Payload, staff: StaffUser, id: string) {
  if (!isRecordId(id)) throw notFound()
  const { rows } = await (
    await sqlFor(payload)
  ).execute<{ name: string }>(
    sql`UPDATE webhooks SET disabled_at = now(), disabled_by_id = ${staff.id}, updated_at = now() WHERE id = ${id} AND disabled_at IS NULL RETURNING name`,
  )
  if (rows[0]) await recordAudit(payload, staff, { action: 'webhook.disable', resource: 'webhooks', resourceId: id, label: rows[0].name })
  return findWebhook(payload, id)
}

type DeliveryRow = {
  id: string
  webhook_id: string
  webhook: string
  url: string
  event: WebhookEvent
  event_id: string
  body: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: string
  next_attempt_at: string
  delivered_at: string | null
  last_status: string | null
  last_error: string | null
  resent_by: string | null
  created_at: string
}

const deliveryView = (row: DeliveryRow) => ({
  id: row.id,
  webhook_id: row.webhook_id,
  webhook: row.webhook,
  url: row.url,
  event: row.event,
  event_name: WEBHOOK_EVENTS[row.event] ?? row.event,
  event_id: row.event_id,
  body: row.body,
  status: row.status,
  // Payload's number columns are numeric: the driver gives strings.
  attempts: Number(row.attempts),
  max_attempts: WEBHOOK_MAX_ATTEMPTS,
  next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
  delivered_at: row.delivered_at,
  last_status: row.last_status === null ? null : Number(row.last_status),
  last_error: row.last_error,
  resent_by: row.resent_by,
  createdAt: row.created_at,
})

const DELIVERIES = sql`
  SELECT d.id, d.webhook_id, w.name AS webhook, w.url, d.event::text AS event, d.event_id, d.body, d.status::text AS status, d.attempts,
         d.next_attempt_at::text AS next_attempt_at, d.delivered_at::text AS delivered_at, d.last_status, d.last_error,
         r.email AS resent_by, d.created_at::text AS created_at
  FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id LEFT JOIN staff r ON r.id = d.resent_by_id`

/** The delivery log, newest first; `status`, `event` and `webhook_id` filter it. */
export async function listDeliveries(payload: Payload, query: ListQuery) {
  const { status, event, webhook_id } = query.filter
  const conditions = [
    typeof status === 'string' ? sql`d.status::text = ${status}` : null,
    typeof event === 'string' ? sql`d.event::text = ${event}` : null,
    typeof webhook_id === 'string' && isRecordId(webhook_id) ? sql`d.webhook_id = ${webhook_id}` : null,
  ].filter((condition) => condition !== null)
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``
  const db = await sqlFor(payload)
  const [{ rows }, { rows: total }] = await Promise.all([
    db.execute<DeliveryRow>(sql`${DELIVERIES} ${where} ORDER BY d.created_at DESC, d.id LIMIT ${query.limit} OFFSET ${query.start}`),
    db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM webhook_deliveries d ${where}`),
  ])
  return { rows: rows.map(deliveryView), total: Number(total[0]!.count) }
}

export async function findDelivery(payload: Payload, id: string) {
  if (!isRecordId(id)) throw new AppError(404, 'Nie znaleziono dostarczenia.')
  const { rows } = await (await sqlFor(payload)).execute<DeliveryRow>(sql`${DELIVERIES} WHERE d.id = ${id}`)
  if (!rows[0]) throw new AppError(404, 'Nie znaleziono dostarczenia.')
  return deliveryView(rows[0])
}

/**
 * Sends an event again, as a new delivery with the same event id and body (the receiver may tell it is a repeat),
 * to the same receiver while it is working. The original stays in the log as it was.
 */
export async function resendDelivery(payload: Payload, staff: StaffUser, id: string) {
  const original = await findDelivery(payload, id)
  const { rows } = await (
    await sqlFor(payload)
  ).execute<{ id: string }>(sql`
    INSERT INTO webhook_deliveries (webhook_id, event, event_id, body, status, attempts, next_attempt_at, resent_by_id)
    SELECT d.webhook_id, d.event, d.event_id, d.body, 'pending', 0, now(), ${staff.id}
    FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.disabled_at IS NULL WHERE d.id = ${id}
    RETURNING id`)
  if (!rows[0]) throw new AppError(409, 'Ten odbiorca jest wyłączony: zdarzenia nie można wysłać ponownie.')
  await recordAudit(payload, staff, {
    action: 'webhook.resend',
    resource: 'webhook-deliveries',
    resourceId: rows[0].id,
    label: `${original.event_name} → ${original.webhook}`,
    after: { event_id: original.event_id, resent_from: original.id },
  })
  return findDelivery(payload, rows[0].id)
}
