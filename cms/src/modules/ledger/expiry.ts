import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { formatPoints, fromTenths, paths, type Programme } from '@portal/shared'
import { expiryAt, type LedgerMove, unspentByExpiry } from '../../domain/pointsExpiry'
import { programmeContact, sendEmail } from '../email/send'
import { languageOf, pointsExpiryEmail } from '../email/templates'
import { inSqlTransaction, sqlFor, takeTurn } from '../sql'
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

const DAY = 86_400_000

/**
 * All points that expire within `days` from `now` and are not spent yet, over every partner (the back office's
 * dashboard): the ledgers of partners holding points old enough, read in one ordered pass.
 */
export async function pointsExpiringWithin(payload: Payload, days: number, now = new Date()): Promise<number> {
  const month = await expiryMonth(payload)
  if (!month) return 0
  const horizon = new Date(now.getTime() + days * DAY)
  const { rows } = await (
    await sqlFor(payload)
  ).execute<{ partner_id: string; created_at: string; amount_tenths: string }>(sql`
    SELECT l.partner_id, l.created_at::text AS created_at, l.amount_tenths FROM ledger_entries l
    WHERE l.partner_id IN (SELECT partner_id FROM ledger_entries GROUP BY partner_id
                           HAVING sum(amount_tenths) > 0 AND min(created_at) < ${new Date(horizon.getTime() - 365 * DAY).toISOString()})
    ORDER BY l.partner_id, l.seq`)
  let tenths = 0
  const count = (moves: LedgerMove[]) => {
    for (const lot of unspentByExpiry(moves, month)) if (lot.expiresAt > now && lot.expiresAt <= horizon) tenths += lot.tenths
  }
  let partner: string | null = null
  let moves: LedgerMove[] = []
  for (const row of rows) {
    if (row.partner_id !== partner) {
      count(moves)
      partner = row.partner_id
      moves = []
    }
    moves.push({ at: new Date(row.created_at), tenths: Number(row.amount_tenths) })
  }
  count(moves)
  return fromTenths(tenths)
}
/** The e-mails before an expiry date: 30 days and 7 days before; a partner first found inside 7 days gets only that one. */
const NOTICES = [7, 30] as const

/**
 * E-mails partners whose next points expire within 30 (then 7) days. Each notice is a row with a unique key
 * (partner, date, notice) written in the same transaction as the sending: a failed send is tried again next
 * hour, and a sent one never goes twice, whichever process runs. Returns how many e-mails left.
 */
export async function noticeExpiringPoints(payload: Payload, publicUrl: string, now = new Date()): Promise<number> {
  const month = await expiryMonth(payload)
  if (!month) return 0
  const db = await sqlFor(payload)
  // Points expire at least a year after they were earned: only partners holding points that old can be due a notice.
  const { rows } = await db.execute<{
    partner_id: string
    email: string
    first_name: string
    preferred_language: string | null
    programme: Programme
  }>(sql`
    SELECT p.id AS partner_id, p.email, p.first_name, p.preferred_language, p.programme FROM partners p
    WHERE p.id IN (SELECT partner_id FROM ledger_entries GROUP BY partner_id
                   HAVING sum(amount_tenths) > 0 AND min(created_at) < ${new Date(now.getTime() - 300 * DAY).toISOString()})`)
  let sent = 0
  for (const partner of rows) {
    const next = expiryAt(await ledgerMoves(db, partner.partner_id), month, now).next
    const daysLeft = next ? (next.expiresAt.getTime() - now.getTime()) / DAY : Infinity
    const notice = NOTICES.find((days) => daysLeft <= days)
    if (!next || !notice) continue
    sent += await inSqlTransaction(payload, async (tx) => {
      const { rows: inserted } = await tx.execute<{ id: string }>(sql`
        INSERT INTO expiry_notices (partner_id, last_day, days_before) VALUES (${partner.partner_id}, ${next.lastDay}, ${notice})
        ON CONFLICT DO NOTHING RETURNING id`)
      if (inserted.length === 0) return 0
      await sendEmail(
        payload,
        partner.email,
        pointsExpiryEmail(
          await programmeContact(payload, partner.programme),
          {
            firstName: partner.first_name,
            points: fromTenths(next.tenths),
            lastDay: next.lastDay,
            catalogueUrl: `${publicUrl}${paths.catalogue}`,
          },
          languageOf(partner),
        ),
      )
      return 1
    })
  }
  return sent
}

/**
 * Runs the expiry and its notices now and then every hour until the returned stop; a failed run is logged and
 * tried again next hour.
 */
export function scheduleExpiry(payload: Payload, publicUrl: string): () => Promise<void> {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = expireDuePoints(payload)
      .then(async (written) => {
        if (written) payload.logger.info(`Points expiry: ${written} entries written`)
        const notices = await noticeExpiringPoints(payload, publicUrl)
        if (notices) payload.logger.info(`Points expiry: ${notices} notices e-mailed`)
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
