import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { FRAUD_CASE_STATUSES, FRAUD_SIGNALS, type FraudCaseStatus, type FraudSignal, fromTenths } from '@portal/shared'
import { invalidationsWithCommit } from '../../cache/invalidation'
import { FRAUD_WINDOWS } from '../../domain/fraudSignals'
import { AppError } from '../../domain/errors'
import { isRecordId } from '../../domain/relations'
import { recordAudit } from '../audit/audit'
import type { StaffUser } from '../auth/users'
import type { ListQuery } from '../backoffice/simpleRest'
import { nextEntriesInsert } from '../ledger/ledger'
import { inSqlTransaction, sqlFor, turns } from '../sql'

type CaseRow = {
  id: string
  signal: FraudSignal
  subject: string
  partner_id: string | null
  partner: string | null
  ip: string | null
  code: string | null
  status: FraudCaseStatus
  hits: string
  held_tenths: string
  first_seen_at: string
  last_seen_at: string
  decided_by: string | null
  decided_at: string | null
  decision_note: string | null
}

const caseView = (row: CaseRow) => ({
  id: row.id,
  signal: row.signal,
  signal_name: FRAUD_SIGNALS[row.signal],
  // Who or what it is about, as staff read it: the partner's e-mail, or the IP address.
  subject: row.partner ?? row.ip ?? row.subject,
  partner_id: row.partner_id,
  ip: row.ip,
  code: row.code,
  status: row.status,
  status_name: FRAUD_CASE_STATUSES[row.status],
  hits: Number(row.hits),
  held_points: fromTenths(Number(row.held_tenths)),
  first_seen_at: row.first_seen_at,
  last_seen_at: row.last_seen_at,
  decided_by: row.decided_by,
  decided_at: row.decided_at,
  decision_note: row.decision_note,
})

// Held points of a case still waiting: `held` entries of the case no `held-end:<code>` entry has taken back.
const WAITING = (caseId: ReturnType<typeof sql>) => sql`
  FROM ledger_entries h WHERE h.reference = 'fraud:' || ${caseId} AND h.source = 'held' AND h.amount_tenths > 0
   AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'held-end:' || substr(h.idempotency_key, 6))`

const CASES = sql`
  SELECT f.id, f.signal::text AS signal, f.subject, f.partner_id, p.email AS partner, f.ip, f.code, f.status::text AS status, f.hits,
         (SELECT coalesce(sum(h.amount_tenths), 0) ${WAITING(sql`f.id::text`)}) AS held_tenths,
         f.first_seen_at::text AS first_seen_at, f.last_seen_at::text AS last_seen_at, s.email AS decided_by,
         f.decided_at::text AS decided_at, f.decision_note
  FROM fraud_cases f LEFT JOIN partners p ON p.id = f.partner_id LEFT JOIN staff s ON s.id = f.decided_by_id`

const notFound = () => new AppError(404, 'Nie znaleziono sprawy.')

/** The queue, open cases first, then the newest; `status` filters it. */
export async function listCases(payload: Payload, query: ListQuery) {
  const status = typeof query.filter.status === 'string' && query.filter.status in FRAUD_CASE_STATUSES ? query.filter.status : null
  const where = status ? sql`WHERE f.status::text = ${status}` : sql``
  const db = await sqlFor(payload)
  const [{ rows }, { rows: total }] = await Promise.all([
    db.execute<CaseRow>(
      sql`${CASES} ${where} ORDER BY f.status = 'open' DESC, f.last_seen_at DESC, f.id LIMIT ${query.limit} OFFSET ${query.start}`,
    ),
    db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM fraud_cases f ${where}`),
  ])
  return { rows: rows.map(caseView), total: Number(total[0]!.count) }
}

type AttemptRow = { at: string; code: string; partner: string | null; outcome: string; ip: string | null; device: string | null }
type HoldRow = { partner: string; label: string; amount_tenths: string; state: 'held' | 'released' | 'cancelled' }

/**
 * One case with its evidence: the code attempts behind the signal (the partner's in the signal's window, the IP's,
 * or everyone's on the shared code), each with its time, IP and device; and the points it holds, with their state.
 */
export async function findCase(payload: Payload, id: string) {
  if (!isRecordId(id)) throw notFound()
  const db = await sqlFor(payload)
  const { rows } = await db.execute<CaseRow>(sql`${CASES} WHERE f.id = ${id}`)
  const found = rows[0]
  if (!found) throw notFound()
  const window = {
    shared_code: FRAUD_WINDOWS.devicesHours * 60,
    batch_burst: FRAUD_WINDOWS.batchMinutes,
    ip_wrong_burst: FRAUD_WINDOWS.ipMinutes,
    many_devices: FRAUD_WINDOWS.devicesHours * 60,
  }[found.signal]
  const whose =
    found.signal === 'ip_wrong_burst'
      ? sql`a.ip = ${found.ip} AND a.outcome IN ('not_found', 'invalid')`
      : found.signal === 'shared_code'
        ? sql`(a.code = ${found.code} OR a.partner_id = ${found.partner_id})`
        : sql`a.partner_id = ${found.partner_id}`
  const [{ rows: attempts }, { rows: holds }] = await Promise.all([
    db.execute<AttemptRow>(sql`
      SELECT a.created_at::text AS at, a.code, p.email AS partner, a.outcome::text AS outcome, a.ip, a.device
      FROM code_attempts a LEFT JOIN partners p ON p.id = a.partner_id
      WHERE ${whose} AND a.created_at BETWEEN ${found.first_seen_at}::timestamptz - make_interval(mins => ${window}) AND ${found.last_seen_at}::timestamptz + interval '1 second'
      ORDER BY a.created_at DESC LIMIT 200`),
    db.execute<HoldRow>(sql`
      SELECT p.email AS partner, h.label, h.amount_tenths,
             CASE WHEN e.id IS NULL THEN 'held' WHEN EXISTS (SELECT 1 FROM ledger_entries r WHERE r.idempotency_key = 'release:' || substr(h.idempotency_key, 6)) THEN 'released' ELSE 'cancelled' END AS state
      FROM ledger_entries h JOIN partners p ON p.id = h.partner_id
      LEFT JOIN ledger_entries e ON e.idempotency_key = 'held-end:' || substr(h.idempotency_key, 6)
      WHERE h.reference = 'fraud:' || ${id} AND h.source = 'held' AND h.amount_tenths > 0 ORDER BY h.created_at`),
  ])
  return {
    ...caseView(found),
    attempts,
    holds: holds.map((hold) => ({
      partner: hold.partner,
      label: hold.label,
      points: fromTenths(Number(hold.amount_tenths)),
      state: hold.state,
    })),
  }
}

export type Decision = 'release' | 'cancel' | 'dismiss'
const DECIDED: Record<Decision, FraudCaseStatus> = { release: 'released', cancel: 'cancelled', dismiss: 'dismissed' }

/**
 * Staff decide a case, once: its held points are released (each a `held` entry taking them back and a `code` or
 * `training` entry crediting them) or cancelled (the `held` entry alone), or a case holding nothing is closed.
 * Two decisions at once take turns on the case's row; the second finds it decided. The unique `held-end:<code>`
 * key is the database's last word that a held registration ends once.
 */
export async function decideCase(payload: Payload, staff: StaffUser, id: string, decision: Decision, note: string | null) {
  if (!isRecordId(id)) throw notFound()
  const { partners, points, label } = await inSqlTransaction(payload, async (tx) => {
    const { rows: cases } = await tx.execute<{ status: string; signal: FraudSignal; subject: string }>(
      sql`SELECT status::text AS status, signal::text AS signal, subject FROM fraud_cases WHERE id = ${id} FOR UPDATE`,
    )
    const found = cases[0]
    if (!found) throw notFound()
    if (found.status !== 'open') throw new AppError(409, 'Ta sprawa jest już rozstrzygnięta.')
    const { rows: waiting } = await tx.execute<{
      partner_id: string
      amount_tenths: string
      code_id: string
      label: string
      kind: string | null
    }>(sql`
      SELECT h.partner_id, h.amount_tenths, substr(h.idempotency_key, 6) AS code_id, h.label,
             (SELECT b.kind::text FROM codes c JOIN code_batches b ON b.id = c.batch_id WHERE c.id::text = substr(h.idempotency_key, 6)) AS kind
      ${WAITING(sql`${id}`)} ORDER BY h.seq`)
    if (decision === 'dismiss' && waiting.length) throw new AppError(422, 'Ta sprawa wstrzymuje punkty: zwolnij je albo anuluj.')
    if (decision !== 'dismiss' && !waiting.length) throw new AppError(422, 'Ta sprawa nie wstrzymuje punktów: zamknij ją bez zmian.')
    const partnerIds = [...new Set(waiting.map((hold) => hold.partner_id))]
    if (waiting.length) {
      await tx.execute(turns('ledger', partnerIds))
      const plain = (held: string) => held.replace(/ \(oczekuje na sprawdzenie\)$/, '')
      const entries = waiting.flatMap((hold) => [
        {
          partnerId: hold.partner_id,
          amountTenths: -Number(hold.amount_tenths),
          label: `${decision === 'release' ? 'Punkty zwolnione po sprawdzeniu' : 'Punkty anulowane po sprawdzeniu'}: ${plain(hold.label)}`,
          source: 'held' as const,
          reference: `fraud:${id}`,
          idempotencyKey: `held-end:${hold.code_id}`,
        },
        ...(decision === 'release'
          ? [
              {
                partnerId: hold.partner_id,
                amountTenths: Number(hold.amount_tenths),
                label: plain(hold.label),
                source: hold.kind === 'training' ? ('training' as const) : ('code' as const),
                reference: `fraud:${id}`,
                idempotencyKey: `release:${hold.code_id}`,
              },
            ]
          : []),
      ])
      await tx.execute(nextEntriesInsert(entries))
    }
    await tx.execute(sql`
      UPDATE fraud_cases SET status = ${DECIDED[decision]}::enum_fraud_cases_status, decided_by_id = ${staff.id}, decided_at = now(),
             decision_note = ${note?.slice(0, 500) ?? null}, updated_at = now()
      WHERE id = ${id}`)
    return {
      partners: partnerIds,
      points: fromTenths(waiting.reduce((sum, hold) => sum + Number(hold.amount_tenths), 0)),
      label: `${FRAUD_SIGNALS[found.signal]}: ${found.subject}`,
    }
  })
  await invalidationsWithCommit(partners.map((key) => ({ topic: 'ledger' as const, key }))).committed()
  await recordAudit(payload, staff, {
    action: `fraud.${decision}`,
    resource: 'fraud-cases',
    resourceId: id,
    label,
    after: { status: DECIDED[decision], points, note },
  })
  return findCase(payload, id)
}
