import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { WebhookEvent } from '@portal/shared'
import type { SqlRunner } from '../sql'

/**
 * The statement that puts events in the outbox: one delivery per event and per working receiver that takes its
 * kind. Run it in the transaction of what it tells of (or as a CTE of that transaction's statement), so an event
 * is in the outbox exactly when its change is committed; nothing is sent from here.
 */
export function webhookEventsInsert(event: WebhookEvent, items: object[]) {
  const createdAt = new Date().toISOString()
  const bodies = items.map((data) => JSON.stringify({ id: crypto.randomUUID(), type: event, created_at: createdAt, data }))
  return sql`
    INSERT INTO webhook_deliveries (webhook_id, event, event_id, body, status, attempts, next_attempt_at)
    SELECT w.id, ${event}::enum_webhook_deliveries_event, e.body::json->>'id', e.body, 'pending', 0, now()
    FROM unnest(${sql.param(bodies)}::text[]) AS e(body)
    JOIN webhooks w ON w.disabled_at IS NULL
     AND EXISTS (SELECT 1 FROM webhooks_events s WHERE s.parent_id = w.id AND s.value::text = ${event})`
}

/** Puts events in the outbox within the caller's transaction (`db` from sqlFor(payload, req) or inSqlTransaction). */
export async function enqueueWebhookEvents(db: SqlRunner, event: WebhookEvent, items: object[]): Promise<void> {
  if (items.length) await db.execute(webhookEventsInsert(event, items))
}
