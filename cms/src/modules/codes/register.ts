import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { CODE_INVALID, type CodeStatus, formatCode, fromTenths, isValidCode, normalizeCode } from '@portal/shared'
import { invalidationsWithCommit } from '../../cache/invalidation'
import { AppError } from '../../domain/errors'
import { nextEntriesInsert } from '../ledger/ledger'
import { webhookEventsInsert } from '../webhooks/events'
import { type Arrival, flagArrivals, fraudLimitsOf, readFacts } from '../fraud/signals'
import { programmeSettings } from '../programme/settings'
import type { RateLimitStore } from '../rate-limit/limiter'
import { executePrepared, inSqlTransaction, sqlFor, turns } from '../sql'
import { together } from '../together'
import type { PartnerUser } from '../auth/users'

const CODE_MESSAGES: Record<Exclude<CodeStatus, 'pending'> | 'invalid', string> = {
  registered: 'Kod został zarejestrowany.',
  already_registered: 'Ten kod został już zarejestrowany.',
  not_found: CODE_INVALID,
  invalid: CODE_INVALID,
}

export type CodeResult = {
  code: string
  status: Exclude<CodeStatus, 'pending'> | 'invalid'
  message: string
  product: string | null
  points: number | null
  registered_at: string | null
  /** Present (true) when the points wait for staff to check the registration ("oczekujące"). */
  held?: true
}

const HELD = 'Kod został zarejestrowany. Punkty czekają na sprawdzenie przez organizatora.'

const WRONG = { partner: { max: 10, windowMs: 15 * 60 * 1000 }, ip: { max: 30, windowMs: 15 * 60 * 1000 } }
const wrongKeys = (registration: Registration) =>
  [`code-wrong-partner:${registration.partner.id}`, `code-wrong-ip:${registration.ip}`] as const

// Codes and the attempt log refuse API writes; registration is this service acting for the partner it checked.

type Window = { count: number; resetAt: number }
function tooManyWrong(byPartner: Window, byIp: Window): AppError | null {
  const blocked = [byPartner.count >= WRONG.partner.max ? byPartner : null, byIp.count >= WRONG.ip.max ? byIp : null].filter(
    (w): w is Window => w !== null,
  )
  if (!blocked.length) return null
  const resetAt = Math.max(...blocked.map((w) => w.resetAt))
  const minutes = Math.max(1, Math.ceil((resetAt - Date.now()) / 60_000))
  return new AppError(429, `Zbyt wiele błędnych kodów. Spróbuj ponownie za ${minutes} min.`)
}

/** A code with what its answer names: the batch (kind, training) and the product. */
type CodeRow = {
  id: string
  code: string
  points_tenths: string | number
  registered_by_id: string | null
  registered_at: Date | string | null
  revoked_at: Date | string | null
  kind: 'product' | 'training'
  batch_name: string
  training_name: string | null
  training_starts_at: Date | string | null
  training_ends_at: Date | string | null
  product_name: string | null
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function describe(code: CodeRow, status: CodeResult['status'], registeredAt: Date | string | null = code.registered_at): CodeResult {
  return {
    code: formatCode(code.code),
    status,
    message: CODE_MESSAGES[status],
    product: code.product_name ?? code.training_name ?? code.batch_name ?? null,
    points: fromTenths(Number(code.points_tenths)),
    registered_at: isoOf(registeredAt),
  }
}

/** `device`: the browser's User-Agent, which tells one phone model or computer from another. */
type Registration = { partner: PartnerUser; normalized: string; ip: string; device: string | null; idempotencyKey?: string }

const notFound = (normalized: string): CodeResult => ({
  code: formatCode(normalized),
  status: 'not_found',
  message: CODE_MESSAGES.not_found,
  product: null,
  points: null,
  registered_at: null,
})
const invalid = (normalized: string): CodeResult => ({
  code: normalized,
  status: 'invalid',
  message: CODE_MESSAGES.invalid,
  product: null,
  points: null,
  registered_at: null,
})

/**
 * Registers the codes of several requests in one transaction: exactly once each, even when two partners race for
 * a code (in one group or in two) or a sync is replayed. It takes the partners' ledger turns and then locks the
 * codes' rows, both in a fixed order; a code's first claimant in the group gets it. Every outcome is logged.
 */
async function registerGroup(payload: Payload, store: RateLimitStore, group: Registration[]): Promise<Array<CodeResult | Error>> {
  const results: Array<CodeResult | Error> = []
  const keys = [...new Set(group.flatMap(wrongKeys))]
  let admitted: Registration[] = []
  const answer = new Map<Registration, CodeResult>()
  const credited: Array<{ registration: Registration; code: CodeRow; described: CodeResult }> = []
  const registeredAt = new Date().toISOString()
  let afterCommit: () => Promise<void> = async () => undefined
  const limits = fraudLimitsOf(await programmeSettings(payload))
  const candidates = group.map((registration) => ({
    partnerId: registration.partner.id,
    ip: registration.ip.slice(0, 64),
    device: registration.device,
    code: registration.normalized.slice(0, 40),
  }))
  // The fraud signals' facts come from what is committed, so they are read on other connections while the
  // transaction begins and locks the codes: each waits for the other's round trips only once (bench:hot).
  const counted = Promise.all([store.peek(keys), sqlFor(payload).then((db) => readFacts(db, candidates, limits))])
  counted.catch(() => undefined) // awaited below; a failure then rolls the transaction back
  // By measurement (bench:hot): through Payload one code took ~15 queries and three commits; a group's transaction
  // takes two prepared statements and one commit, and the other processes hear of it with the commit.
  await inSqlTransaction(payload, async (tx) => {
    const valid = group.filter((registration) => isValidCode(registration.normalized))
    const found = new Map<string, CodeRow>()
    const { rows } = valid.length
      ? // The partners' turns are an init plan, taken before the first code's row is read and locked.
        await executePrepared<CodeRow>(
          tx,
          sql`
          SELECT c.id, c.code, c.points_tenths, c.registered_by_id, c.registered_at, b.revoked_at, b.kind, b.name AS batch_name, b.training_name,
                 b.training_starts_at, b.training_ends_at, p.name AS product_name
          FROM codes c JOIN code_batches b ON b.id = c.batch_id LEFT JOIN products_locales p ON p._parent_id = c.product_id AND p._locale = 'pl'
          WHERE (${turns(
            'ledger',
            valid.map((registration) => registration.partner.id),
          )}) >= 0
            AND c.code = ANY(${sql.param([...new Set(valid.map((registration) => registration.normalized))])}::text[]) ORDER BY c.code FOR UPDATE OF c`,
        )
      : { rows: [] }
    for (const row of rows) found.set(row.code, row)
    const [peeked, facts] = await counted
    const windows = new Map(peeked.map((window, i) => [keys[i]!, window]))
    admitted = group.filter((registration, i) => {
      const [byPartner, byIp] = wrongKeys(registration).map((key) => windows.get(key)!)
      const refusal = tooManyWrong(byPartner!, byIp!)
      if (refusal) results[i] = refusal
      return !refusal
    })
    if (!admitted.length) return
    const claimedInGroup = new Map<string, string>()
    for (const registration of admitted) {
      const code = found.get(registration.normalized)
      if (!isValidCode(registration.normalized)) answer.set(registration, invalid(registration.normalized))
      // A revoked batch's codes no one registered are as good as unknown (and count towards the wrong-code limit).
      else if (!code || (code.revoked_at && !code.registered_by_id && !claimedInGroup.has(code.code)))
        answer.set(registration, notFound(registration.normalized))
      else {
        const owner = claimedInGroup.get(code.code) ?? code.registered_by_id
        const ownerSince = claimedInGroup.has(code.code) ? registeredAt : code.registered_at
        if (owner === registration.partner.id) answer.set(registration, describe(code, 'registered', ownerSince))
        else if (owner) answer.set(registration, describe(code, 'already_registered', ownerSince))
        else {
          claimedInGroup.set(code.code, registration.partner.id)
          const described = describe(code, 'registered', registeredAt)
          answer.set(registration, described)
          credited.push({ registration, code, described })
        }
      }
    }
    // Fraud signals: the cases the answered codes raise, and the case holding each credited code's points, if any.
    const arriving = admitted.filter((registration) => {
      const { status } = answer.get(registration)!
      return status !== 'registered' || credited.some((c) => c.registration === registration)
    })
    const indexOf = new Map(group.map((registration, i) => [registration, i]))
    const holding = await flagArrivals(
      tx,
      arriving.map((registration) => ({
        ...candidates[indexOf.get(registration)!]!,
        outcome: answer.get(registration)!.status as Arrival['outcome'],
      })),
      arriving.map((registration) => facts[indexOf.get(registration)!]!),
      limits,
    )
    const heldBy = new Map(arriving.map((registration, i) => [registration, holding[i]!]))
    const entries = credited.map(({ registration, code, described }) => {
      const training = code.kind === 'training'
      const label = training
        ? `Szkolenie: ${code.training_name ?? code.batch_name}`
        : `Kod ${described.code}${described.product ? ` – ${described.product}` : ''}`
      const held = heldBy.get(registration)
      if (held) answer.set(registration, { ...described, message: HELD, held: true })
      return {
        partnerId: registration.partner.id,
        amountTenths: Number(code.points_tenths),
        // Held points stay out of the balance until staff decide (modules/fraud/cases.ts); the key is the same.
        label: held ? `${label} (oczekuje na sprawdzenie)` : label,
        source: held ? ('held' as const) : training ? ('training' as const) : ('code' as const),
        reference: held ? `fraud:${held}` : code.code,
        idempotencyKey: `code:${code.id}`,
      }
    })
    const trainings = credited.filter(({ code }) => code.kind === 'training')
    const invalidations = invalidationsWithCommit(
      [...new Set(credited.map(({ registration }) => registration.partner.id))].map((key) => ({ topic: 'ledger', key })),
    )
    afterCommit = invalidations.committed
    const { notify } = invalidations
    const list = <T>(items: T[], value: (item: T) => unknown) => sql.param(items.map(value))
    await executePrepared(
      tx,
      sql`
        WITH entries AS (${nextEntriesInsert(entries)}),
             registration AS (
               UPDATE codes SET registered_by_id = u.partner_id, registered_at = ${registeredAt}, updated_at = now()
               FROM unnest(${list(credited, (c) => c.code.id)}::uuid[], ${list(credited, (c) => c.registration.partner.id)}::uuid[]) AS u(id, partner_id)
               WHERE codes.id = u.id),
             told AS (${webhookEventsInsert(
               'code.registered',
               credited.map(({ registration, code, described }) => ({
                 code: described.code,
                 partner_id: registration.partner.id,
                 points: described.points,
                 product: described.product,
                 kind: code.kind,
                 registered_at: registeredAt,
                 held: heldBy.get(registration) !== null,
               })),
             )}),
             training AS (
               INSERT INTO trainings (partner_id, name, starts_at, ends_at, coupon, code_id, points_tenths, registered_at)
               SELECT t.*, ${registeredAt}::timestamptz
               FROM unnest(${list(trainings, (t) => t.registration.partner.id)}::uuid[], ${list(trainings, (t) => t.code.training_name ?? t.code.batch_name)}::text[],
                           ${list(trainings, (t) => isoOf(t.code.training_starts_at))}::timestamptz[], ${list(trainings, (t) => isoOf(t.code.training_ends_at))}::timestamptz[],
                           ${list(trainings, (t) => t.described.code)}::text[], ${list(trainings, (t) => t.code.id)}::uuid[], ${list(trainings, (t) => Number(t.code.points_tenths))}::numeric[]) AS t)
        INSERT INTO code_attempts (code, partner_id, outcome, ip, device, idempotency_key)
        SELECT a.code, a.partner_id, a.outcome::enum_code_attempts_outcome, a.ip, a.device, a.idempotency_key
        FROM unnest(${list(admitted, (r) => r.normalized.slice(0, 40))}::text[], ${list(admitted, (r) => r.partner.id)}::uuid[], ${list(admitted, (r) => answer.get(r)!.status)}::text[],
                    ${list(admitted, (r) => r.ip.slice(0, 64))}::text[], ${list(admitted, (r) => r.device)}::text[], ${list(admitted, (r) => r.idempotencyKey?.slice(0, 100) ?? null)}::text[])
             AS a(code, partner_id, outcome, ip, device, idempotency_key)
        ${notify ? sql`WHERE (SELECT count(pg_notify(${notify.channel}, m)) FROM unnest(${sql.param(notify.messages)}::text[]) AS m) >= 0` : sql``}`,
    )
  })
  await afterCommit()
  const wrong = admitted.filter((registration) => ['not_found', 'invalid'].includes(answer.get(registration)!.status))
  await Promise.all(
    wrong.flatMap((registration) =>
      wrongKeys(registration).map((key, i) => store.hit(key, i === 0 ? WRONG.partner.windowMs : WRONG.ip.windowMs)),
    ),
  )
  group.forEach((registration, i) => (results[i] ??= answer.get(registration)!))
  return results
}

/** Registrations waiting to go to the database together, per rate-limit store (one per app). */
const groups = new WeakMap<RateLimitStore, (registration: Registration) => Promise<CodeResult>>()

/**
 * Registers one code for the partner: exactly once, even when two partners race for it or the same sync is
 * replayed (the codes' row locks and the ledger's unique idempotency key `code:<id>` arbitrate). Requests that
 * arrive together are registered together; should a group fail as a whole (a deadlock, say), each goes alone.
 */
export function registerCode(
  payload: Payload,
  store: RateLimitStore,
  partner: PartnerUser,
  input: string,
  ip: string,
  device: string | null,
  idempotencyKey?: string,
): Promise<CodeResult> {
  let register = groups.get(store)
  if (!register) {
    register = together<Registration, CodeResult>(async (group) => {
      try {
        return await registerGroup(payload, store, group)
      } catch (error) {
        if (group.length === 1) throw error
        return Promise.all(
          group.map((registration) =>
            registerGroup(payload, store, [registration]).then(
              ([result]) => result!,
              (alone: unknown) => (alone instanceof Error ? alone : new Error(String(alone))),
            ),
          ),
        )
      }
    })
    groups.set(store, register)
  }
  return register({ partner, normalized: normalizeCode(input), ip, device, idempotencyKey })
}
