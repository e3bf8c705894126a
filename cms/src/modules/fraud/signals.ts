import { sql } from '@payloadcms/db-postgres'
import type { FraudSignal } from '@portal/shared'
import { FRAUD_DEFAULTS, FRAUD_WINDOWS, type FraudLimits, type RegistrationFacts, signalsOf } from '../../domain/fraudSignals'
import { executePrepared, type SqlRunner } from '../sql'

/** One code as it arrives. */
type Candidate = { partnerId: string; ip: string; device: string | null; code: string }
/** The same with the answer it is about to get. */
export type Arrival = Candidate & { outcome: RegistrationFacts['outcome'] }

export type FactsRow = {
  batch_recent: string
  ip_wrong: string
  ip_wrong_accounts: string
  ip_wrong_mine: boolean | null
  devices: string
  known_device: boolean | null
  other_accounts: string
}

const WRONG = sql`('not_found', 'invalid')`

/**
 * The facts of each arriving code, in one statement, from what is committed (so it runs beside the registration's
 * transaction, on another connection, and costs it no wait), by the indexes the fraud migration made.
 */
export async function readFacts(db: SqlRunner, candidates: Candidate[], limits: FraudLimits): Promise<FactsRow[]> {
  if (!candidates.length) return []
  const column = (value: (candidate: Candidate) => unknown) => sql.param(candidates.map(value))
  // Each count stops at its limit (the rule only asks whether it is reached): a partner with thousands of codes an
  // hour costs what one at the limit does (bench:soak). Devices are counted only for a device not seen in the window.
  const atMost = (limit: number) => Math.max(limit, 1)
  const { rows } = await executePrepared<FactsRow>(
    db,
    sql`
    -- The partner's newest codes of the batch, then those in the window: with the window inside, a plan made while
    -- no code was recent walked every code registered in the last hour instead (36 ms for 16 codes, 17,000 in the
    -- hour; 1.1 ms this way, EXPLAIN ANALYZE after bench:hot's codes).
    SELECT (SELECT count(*) FROM (SELECT c.registered_at FROM codes c WHERE c.registered_by_id = r.partner_id AND c.batch_id = (SELECT x.batch_id FROM codes x WHERE x.code = r.code)
              ORDER BY c.registered_at DESC LIMIT ${atMost(limits.batchCodes)}) AS b
            WHERE b.registered_at > now() - make_interval(mins => ${FRAUD_WINDOWS.batchMinutes})) AS batch_recent,
           w.n AS ip_wrong, w.accounts AS ip_wrong_accounts, w.mine AS ip_wrong_mine, k.known AS known_device,
           CASE WHEN k.known THEN 0 ELSE (
             SELECT count(*) FROM (SELECT DISTINCT a.device FROM code_attempts a
               WHERE a.partner_id = r.partner_id AND a.outcome = 'registered' AND a.device IS NOT NULL
                 AND a.created_at > now() - make_interval(hours => ${FRAUD_WINDOWS.devicesHours}) LIMIT ${atMost(limits.devices)}) AS d) END AS devices,
           (SELECT count(DISTINCT a.partner_id) FROM code_attempts a WHERE a.code = r.code AND a.partner_id <> r.partner_id) AS other_accounts
    FROM unnest(${column((a) => a.partnerId)}::uuid[], ${column((a) => a.ip)}::text[], ${column((a) => a.device)}::text[],
                ${column((a) => a.code)}::text[]) WITH ORDINALITY AS r(partner_id, ip, device, code, i)
    CROSS JOIN LATERAL (
      SELECT count(*) AS n, count(DISTINCT a.partner_id) AS accounts, bool_or(a.partner_id = r.partner_id) AS mine
      FROM (SELECT a.partner_id FROM code_attempts a
            WHERE a.ip = r.ip AND a.outcome IN ${WRONG} AND a.created_at > now() - make_interval(mins => ${FRAUD_WINDOWS.ipMinutes})
            LIMIT ${atMost(limits.ipWrongCodes) * 4}) AS a) AS w
    -- A lateral LIMIT 1 is an index probe per partner: as an EXISTS, the planner may hash a whole day's registrations.
    -- Without the ORDER BY (which the index gives) a plan made while the table was small scanned it from the start,
    -- past every earlier attempt, for each code (0.4 ms a code with 2,000 attempts, bench:hot after an ANALYZE).
    CROSS JOIN LATERAL (
      SELECT r.device IS NULL OR count(*) > 0 AS known FROM (SELECT 1 FROM code_attempts a WHERE a.partner_id = r.partner_id AND a.device = r.device
        AND a.outcome = 'registered' AND a.created_at > now() - make_interval(hours => ${FRAUD_WINDOWS.devicesHours})
        ORDER BY a.created_at DESC LIMIT 1) AS seen) AS k
    ORDER BY r.i`,
  )
  return rows
}

/**
 * Raises or adds to the cases the arrivals' signals call for (one open case per signal and subject, in the
 * registration's transaction) and answers, for each arrival, the case that holds its points: a credited code that
 * raised a signal; null for the others. Codes of one group do not see each other: the next group does.
 */
export async function flagArrivals(
  tx: SqlRunner,
  arrivals: Arrival[],
  facts: FactsRow[],
  limits: FraudLimits,
): Promise<Array<string | null>> {
  const raised = arrivals.map((arrival, i) => {
    const row = facts[i]!
    return signalsOf(
      {
        outcome: arrival.outcome,
        batchRecent: Number(row.batch_recent),
        ipWrong: Number(row.ip_wrong),
        ipWrongAccounts: Number(row.ip_wrong_accounts),
        ipWrongIncludesPartner: row.ip_wrong_mine === true,
        devices: Number(row.devices),
        knownDevice: row.known_device === true,
        otherAccountsOnCode: Number(row.other_accounts),
      },
      limits,
    )
  })
  const cases = new Map<string, { signal: FraudSignal; subject: string; partnerId: string | null; ip: string; code: string }>()
  arrivals.forEach((arrival, i) => {
    for (const signal of raised[i]!) {
      const subject = signal === 'ip_wrong_burst' ? arrival.ip : arrival.partnerId
      cases.set(`${signal} ${subject}`, {
        signal,
        subject,
        partnerId: signal === 'ip_wrong_burst' ? null : arrival.partnerId,
        ip: arrival.ip,
        code: arrival.code,
      })
    }
  })
  const opened = new Map<string, string>()
  if (cases.size) {
    const list = [...cases.values()]
    const of = (value: (item: (typeof list)[number]) => unknown) => sql.param(list.map(value))
    const { rows: upserted } = await tx.execute<{ id: string; signal: string; subject: string }>(sql`
      INSERT INTO fraud_cases (signal, subject, partner_id, ip, code, status, hits, first_seen_at, last_seen_at)
      SELECT u.signal::enum_fraud_cases_signal, u.subject, u.partner_id, u.ip, u.code, 'open', 1, now(), now()
      FROM unnest(${of((c) => c.signal)}::text[], ${of((c) => c.subject)}::text[], ${of((c) => c.partnerId)}::uuid[], ${of((c) => c.ip)}::text[],
                  ${of((c) => c.code)}::text[]) AS u(signal, subject, partner_id, ip, code)
      ON CONFLICT (signal, subject) WHERE status = 'open'
      DO UPDATE SET hits = fraud_cases.hits + 1, last_seen_at = now(), code = EXCLUDED.code, ip = EXCLUDED.ip, updated_at = now()
      RETURNING id, signal::text AS signal, subject`)
    for (const row of upserted) opened.set(`${row.signal} ${row.subject}`, row.id)
  }
  return arrivals.map((arrival, i) => {
    const [first] = raised[i]!
    if (arrival.outcome !== 'registered' || !first) return null
    return opened.get(`${first} ${first === 'ip_wrong_burst' ? arrival.ip : arrival.partnerId}`)!
  })
}

/** The programme's limits (settings group `fraud`), each falling back to its default when unset. */
export function fraudLimitsOf(settings: {
  fraud?: { batch_codes?: number | null; ip_wrong_codes?: number | null; devices?: number | null } | null
}): FraudLimits {
  const given = settings.fraud
  return {
    batchCodes: given?.batch_codes ?? FRAUD_DEFAULTS.batchCodes,
    ipWrongCodes: given?.ip_wrong_codes ?? FRAUD_DEFAULTS.ipWrongCodes,
    devices: given?.devices ?? FRAUD_DEFAULTS.devices,
  }
}
