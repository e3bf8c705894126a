import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { formatPoints, fromTenths } from '@portal/shared'
import { expiryAt } from '../../domain/pointsExpiry'
import { sqlFor, takeTurn } from '../sql'
import { inTransaction } from '../transaction'
import { appendEntry, expiryMonth, ledgerMoves } from './ledger'

const polishDay = (day: string) => day.split('-').reverse().join('.')

/**
 * Writes an `expiry` entry for each partner's points whose date has passed, once: the entry's key names the
 * partner and the date, and the partner's ledger turn makes the reading and the writing one step, so two
 * processes (or an hourly run meeting the start-up one) record it once. Returns how many entries it wrote.
 */
export async function expireDuePoints(payload: Payload, now = new Date()): Promise<number> {
  const month = await expiryMonth(payload)
  if (!month) return 0
  // Only partners holding points earned over a year ago can have any due.
  const { rows } = await (
    await sqlFor(payload)
  ).execute<{ partner_id: string }>(sql`
    SELECT partner_id FROM ledger_entries GROUP BY partner_id
    HAVING sum(amount_tenths) > 0 AND min(created_at) < ${new Date(now.getTime() - 365 * 86_400_000).toISOString()}`)
  let written = 0
  for (const { partner_id: partnerId } of rows) {
    // The entries' own hook drops the partner's balance and history read models.
    written += await inTransaction(
      payload,
      async (req) => {
        await takeTurn(payload, req, 'ledger', partnerId)
        let count = 0
        for (const lot of expiryAt(await ledgerMoves(await sqlFor(payload, req), partnerId), month, now).due) {
          await appendEntry(payload, req, {
            partnerId,
            amountTenths: -lot.tenths,
            label: `Wygasło ${formatPoints(fromTenths(lot.tenths))} z terminem ${polishDay(lot.lastDay)}`,
            source: 'expiry',
            reference: lot.lastDay,
            idempotencyKey: `expiry:${partnerId}:${lot.lastDay}`,
          })
          count++
        }
        return count
      },
      { retryOnConflict: 5 },
    )
  }
  return written
}

/** Runs the expiry now and then every hour until the returned stop; a failed run is logged and tried again next hour. */
export function scheduleExpiry(payload: Payload): () => Promise<void> {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = expireDuePoints(payload)
      .then((written) => {
        if (written) payload.logger.info(`Points expiry: ${written} entries written`)
      })
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Points expiry failed; it runs again in an hour'))
  }
  run()
  const hourly = setInterval(run, 3_600_000).unref()
  return async () => {
    clearInterval(hourly)
    await running
  }
}
