import { sql } from '@payloadcms/db-postgres'
import { Forbidden, type Payload, type PayloadRequest } from 'payload'
import { isOperationsStaff } from '../../access/roles'
import { readModelOf } from '../../cache/readModel'
import { fromTenths, isSpending, type LedgerSource, type PointsBalance } from '@portal/shared'
import { expiryAt, type LedgerMove } from '../../domain/pointsExpiry'
import { AppError } from '../../domain/errors'
import type { LedgerEntry } from '../../payload-types'
import { programmeSettings } from '../programme/settings'
import { sqlFor, type SqlRunner, takeTurn } from '../sql'
import { ConflictError } from '../transaction'

export type NewEntry = {
  partnerId: string
  amountTenths: number
  label: string
  source: LedgerSource
  reference?: string
  /** The same key twice records one entry: replays and retries count once. */
  idempotencyKey?: string
}

// The ledger refuses every API write: this service is the only writer, inside the caller's transaction.
const asLedger = { overrideAccess: true } as const

/**
 * Appends an entry with the partner's next sequence number inside the caller's transaction; the unique
 * (partner, seq) index settles races, so callers run it with `inTransaction(…, { retryOnConflict })`.
 */
export async function appendEntry(payload: Payload, req: PayloadRequest, entry: NewEntry): Promise<LedgerEntry> {
  if (!Number.isInteger(entry.amountTenths) || entry.amountTenths === 0) throw new Error('A ledger entry needs a non-zero integer amount')
  // One partner's appends take turns (twenty simultaneous corrections all land); other partners never wait.
  await takeTurn(payload, req, 'ledger', entry.partnerId)
  if (entry.idempotencyKey) {
    const seen = (
      await payload.find({
        collection: 'ledger-entries',
        where: { idempotency_key: { equals: entry.idempotencyKey } },
        limit: 1,
        depth: 0,
        req,
        ...asLedger,
      })
    ).docs[0]
    // The same change replayed by the same partner counts once; the key taken by someone else is a lost race.
    if (seen && seen.partner === entry.partnerId) return seen
    if (seen) throw new ConflictError(`idempotency key ${entry.idempotencyKey} belongs to another partner`)
  }
  return insertAfter(payload, req, await lastSeq(payload, req, entry.partnerId), entry)
}

async function lastSeq(payload: Payload, req: PayloadRequest, partnerId: string): Promise<number> {
  const last = await payload.find({
    collection: 'ledger-entries',
    where: { partner: { equals: partnerId } },
    sort: '-seq',
    limit: 1,
    depth: 0,
    req,
    ...asLedger,
  })
  return last.docs[0]?.seq ?? 0
}

/** Writes the entry as number `seq + 1`; a concurrent append that took that number fails on the unique index. */
function insertAfter(payload: Payload, req: PayloadRequest, seq: number, entry: NewEntry): Promise<LedgerEntry> {
  return payload.create({
    collection: 'ledger-entries',
    data: {
      partner: entry.partnerId,
      seq: seq + 1,
      amount_tenths: entry.amountTenths,
      label: entry.label,
      source: entry.source,
      reference: entry.reference ?? null,
      idempotency_key: entry.idempotencyKey ?? null,
    },
    req,
    ...asLedger,
  })
}

/**
 * appendEntry as one raw statement for several entries (code registration's hot path, by measurement): each gets
 * its partner's next sequence number, in the list's order. It must run in a transaction already holding every
 * partner's turn (`turns('ledger', ids)` from ../sql); the caller drops the partners' read models after the commit.
 */
export function nextEntriesInsert(entries: NewEntry[]) {
  for (const entry of entries)
    if (!Number.isInteger(entry.amountTenths) || entry.amountTenths === 0) throw new Error('A ledger entry needs a non-zero integer amount')
  const column = <K extends keyof NewEntry>(key: K) => sql.param(entries.map((entry) => entry[key] ?? null))
  // The subquery reads the ledger as it was before this statement, so entry n of a partner here gets last + n.
  return sql`
    INSERT INTO ledger_entries (partner_id, seq, amount_tenths, label, source, reference, idempotency_key)
    SELECT e.partner_id, coalesce((SELECT max(seq) FROM ledger_entries l WHERE l.partner_id = e.partner_id), 0) + e.n,
           e.amount_tenths, e.label, e.source::enum_ledger_entries_source, e.reference, e.idempotency_key
    FROM (SELECT u.*, row_number() OVER (PARTITION BY u.partner_id ORDER BY u.ord) AS n
          FROM unnest(${column('partnerId')}::uuid[], ${column('amountTenths')}::numeric[], ${column('label')}::text[], ${column('source')}::text[],
                      ${column('reference')}::text[], ${column('idempotencyKey')}::text[])
               WITH ORDINALITY AS u(partner_id, amount_tenths, label, source, reference, idempotency_key, ord)) AS e`
}

/** The programme's expiry month (1–12), or null when points never expire. */
export async function expiryMonth(payload: Payload): Promise<number | null> {
  const month = Number((await programmeSettings(payload)).points_expiry_month ?? 0)
  return month >= 1 && month <= 12 ? month : null
}

/** A partner's ledger in its order, as the expiry rule reads it. */
export async function ledgerMoves(db: SqlRunner, partnerId: string): Promise<LedgerMove[]> {
  const { rows } = await db.execute<{ created_at: string; amount_tenths: string }>(
    sql`SELECT created_at::text AS created_at, amount_tenths FROM ledger_entries WHERE partner_id = ${partnerId} AND source <> 'held' ORDER BY seq`,
  )
  return rows.map((row) => ({ at: new Date(row.created_at), tenths: Number(row.amount_tenths) }))
}

/**
 * A partner's points the way the portal shows them: sent is what orders spent net of refunds (`isSpending`),
 * expired what reached its date unspent, pending what is held for a check (`held`), received every other entry
 * (corrections net); available = received - sent - expired, what the partner may spend.
 */
export function balanceFrom(entries: Array<Pick<LedgerEntry, 'amount_tenths' | 'source'>>): Omit<PointsBalance, 'expiring'> {
  let received = 0
  let sent = 0
  let expired = 0
  let pending = 0
  for (const { amount_tenths: amount, source } of entries) {
    if (isSpending(source)) sent -= amount
    else if (source === 'expiry') expired -= amount
    else if (source === 'held') pending += amount
    else received += amount
  }
  return {
    received: fromTenths(received),
    sent: fromTenths(sent),
    expired: fromTenths(expired),
    available: fromTenths(received - sent - expired),
    pending: fromTenths(pending),
  }
}

/**
 * A partner's balance for the partner themself or operations staff (the ledger's read rule, applied here because
 * the sums come from one indexed aggregate, not through Payload), with the next points to expire when the
 * programme lets them. Kept per partner until an entry is appended for them (LedgerEntries' hook), the settings
 * change, or a second passes.
 */
export async function balanceOf(payload: Payload, partnerId: string, reader: PayloadRequest['user']): Promise<PointsBalance> {
  const own = reader?.collection === 'partners' && reader.id === partnerId
  if (!own && !isOperationsStaff(reader)) throw new Forbidden()
  return readModelOf(payload, 'balances', ['ledger', 'settings'], async (id) => {
    const db = await sqlFor(payload)
    const [{ rows }, month] = await Promise.all([
      db.execute<{ source: LedgerSource; amount_tenths: string }>(
        sql`SELECT source, sum(amount_tenths) AS amount_tenths FROM ledger_entries WHERE partner_id = ${id} GROUP BY source`,
      ),
      expiryMonth(payload),
    ])
    const next = month ? expiryAt(await ledgerMoves(db, id), month, new Date()).next : null
    return {
      ...balanceFrom(rows.map((row) => ({ source: row.source, amount_tenths: Number(row.amount_tenths) }))),
      expiring: next ? { points: fromTenths(next.tenths), date: next.lastDay } : null,
    }
  }).get(partnerId)
}

/** The partner's own ledger, newest first (GET /api/transactions), kept until an entry is appended for them. */
export function ledgerLines(payload: Payload, partnerId: string) {
  return readModelOf(payload, 'ledger-lines', ['ledger'], async (id) => {
    // The where clause is the partner's own-rows rule; the route passes only the session's partner.
    const entries = await payload.find({
      collection: 'ledger-entries',
      where: { partner: { equals: id } },
      sort: '-seq',
      depth: 0,
      pagination: false,
      ...asLedger,
    })
    return {
      items: entries.docs.map((e) => ({ label: e.label, points: fromTenths(e.amount_tenths), date: e.createdAt, source: e.source })),
    }
  }).get(partnerId)
}

export const NOT_ENOUGH_POINTS = 'Za mało punktów, aby złożyć to zamówienie.'

/**
 * Takes points off the partner's balance, refusing to go below zero. The partner's turn makes the balance
 * read and the entry one step; the unique (partner, seq) index stays as the database's last word.
 */
export async function spendPoints(payload: Payload, req: PayloadRequest, entry: NewEntry): Promise<LedgerEntry> {
  await takeTurn(payload, req, 'ledger', entry.partnerId)
  // One aggregate inside the turn (the entries of a busy partner run into thousands).
  const { rows } = await (
    await sqlFor(payload, req)
  ).execute<{ seq: string | null; balance: string | null }>(
    sql`SELECT max(seq) AS seq, coalesce(sum(amount_tenths) FILTER (WHERE source <> 'held'), 0) AS balance FROM ledger_entries WHERE partner_id = ${entry.partnerId}`,
  )
  if (Number(rows[0]?.balance ?? 0) < entry.amountTenths) throw new AppError(422, NOT_ENOUGH_POINTS)
  return insertAfter(payload, req, Number(rows[0]?.seq ?? 0), { ...entry, amountTenths: -entry.amountTenths })
}
