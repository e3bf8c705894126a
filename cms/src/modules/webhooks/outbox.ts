import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { sqlFor } from '../sql'

/** Tries before a delivery is given up (then only a resend sends it): 30 s, 1, 2, 4 … 128 min apart, ~4 h in all. */
export const WEBHOOK_MAX_ATTEMPTS = 9
const FIRST_RETRY_SECONDS = 30
const TIMEOUT_MS = 10_000
// Longer than a send may take: while it lasts no other process claims the row; a process that died mid-send
// leaves it to be sent again after it (receivers tell a repeat by X-Webhook-Id).
const LEASE_SECONDS = 60
const BATCH = 20

/** The seconds to wait after the `attempts`-th failed try. */
const retryDelaySeconds = (attempts: number) => FIRST_RETRY_SECONDS * 2 ** (attempts - 1)

/** `v1=` + hex HMAC-SHA256 of "<timestamp>.<body>" with the receiver's secret: what a receiver recomputes. */
function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

type Claimed = { id: string; event: string; event_id: string; body: string; attempts: number; url: string; secret: string; lease: string }

/**
 * Sends what is due at `now` (every pending delivery whose time has come), each claimed by one process alone:
 * the claim skips rows another process holds and leases them for LEASE_SECONDS. Returns how many were tried.
 */
export async function deliverDue(payload: Payload, now = new Date()): Promise<number> {
  const db = await sqlFor(payload)
  const at = now.toISOString()
  const { rows } = await db.execute<Claimed>(sql`
    WITH due AS (
      SELECT id FROM webhook_deliveries
      WHERE status = 'pending' AND next_attempt_at <= ${at} AND (locked_until IS NULL OR locked_until < ${at})
      ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    UPDATE webhook_deliveries d SET attempts = d.attempts + 1, locked_until = ${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
    FROM due, webhooks w WHERE d.id = due.id AND w.id = d.webhook_id
    RETURNING d.id, d.event::text AS event, d.event_id, d.body, d.attempts::int AS attempts, w.url, w.secret, d.locked_until::text AS lease`)
  await Promise.all(rows.map((delivery) => send(payload, delivery, now)))
  return rows.length
}

async function send(payload: Payload, delivery: Claimed, now: Date): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000)
  let status: number | null = null
  let error: string | null = null
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'PortalPartnerski-Webhooks/1',
        'X-Webhook-Id': delivery.event_id,
        'X-Webhook-Event': delivery.event,
        'X-Webhook-Timestamp': String(timestamp),
        'X-Webhook-Signature': webhookSignature(delivery.secret, timestamp, delivery.body),
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    status = response.status
    if (!response.ok) {
      const said = (await response.text()).trim().slice(0, 300)
      error = `HTTP ${response.status}${said ? `: ${said}` : ''}`
    } else await response.body?.cancel()
  } catch (failure) {
    error =
      failure instanceof Error ? `${failure.name}: ${(failure.cause as Error | undefined)?.message ?? failure.message}` : String(failure)
  }
  const db = await sqlFor(payload)
  const retryAt = new Date(now.getTime() + retryDelaySeconds(delivery.attempts) * 1000).toISOString()
  // Only the process holding the lease records the outcome.
  await db.execute(sql`
    UPDATE webhook_deliveries SET locked_until = NULL, last_status = ${status}, last_error = ${error?.slice(0, 500) ?? null}, updated_at = now(),
      status = ${error === null ? 'delivered' : delivery.attempts >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending'}::enum_webhook_deliveries_status,
      delivered_at = ${error === null ? new Date().toISOString() : null}, next_attempt_at = ${error === null ? sql`next_attempt_at` : sql`${retryAt}::timestamptz`}
    WHERE id = ${delivery.id} AND locked_until = ${delivery.lease}::timestamptz`)
  if (error)
    payload.logger.warn(`Webhook ${delivery.event} ${delivery.event_id} to ${delivery.url}: attempt ${delivery.attempts} failed (${error})`)
}

/** Sends the outbox every second in this process (several processes share it safely); returns the stop. */
export function scheduleWebhooks(payload: Payload): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const tick = () => {
    running = deliverDue(payload)
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Webhook deliveries failed; retrying in a second'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, 1000).unref()
      })
  }
  let timer = setTimeout(tick, 0).unref()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
