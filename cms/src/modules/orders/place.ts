import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { orderRequest, toTenths } from '@portal/shared'
import { invalidate } from '../../cache/invalidation'
import { AppError, parseBody, validationError } from '../../domain/errors'
import type { Order } from '../../payload-types'
import { NOT_ENOUGH_POINTS, nextEntriesInsert } from '../ledger/ledger'
import { executePrepared, inSqlTransaction, turns } from '../sql'
import { together } from '../together'
import { isUniqueConflict } from '../transaction'
import type { PartnerUser } from '../auth/users'
import { webhookEventsInsert } from '../webhooks/events'

type OrderInput = z.infer<typeof orderRequest>
type Delivery = {
  choice: OrderInput['delivery']
  name: string
  street: string
  building: string
  local: string | null
  post_code: string
  city: string
}
type Placement = { partner: PartnerUser; input: OrderInput; delivery: Delivery }
type OrderLine = { prize: string; name: string; quantity: number; points: number }
type PlacedRow = { number: string; status: string; total_points: string | number; created_at: string }
type PlacedOrder = { number: string; status: Order['status']; total_points: number; createdAt: string }
const placedOrder = (row: PlacedRow): PlacedOrder => ({
  number: row.number,
  status: row.status as Order['status'],
  total_points: Number(row.total_points),
  createdAt: new Date(row.created_at).toISOString(),
})

function orderNumber(): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '')
  return `ZAM-${day}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`
}

const EMPTY_CART = 'Koszyk jest pusty.'
const ORDER_NOT_FOUND = 'Nie znaleziono zamówienia.'
const unavailable = (name: string) => new AppError(422, `Nagroda „${name}” nie jest już dostępna w katalogu.`)
const outOfStock = (name: string, left: number) =>
  new AppError(
    422,
    left > 0 ? `Nagrody „${name}” zostało tylko ${left} szt.` : `Nagroda „${name}” jest chwilowo niedostępna (brak w magazynie).`,
  )

type LineRow = {
  partner_id: string
  number: string | null
  prize_id: string | null
  name: string
  quantity: number
  points: number | null
  prize_name: string | null
  active: boolean | null
}

/**
 * Places the orders of several requests in one transaction, each as if alone: the partners' ledger turns first (in
 * one fixed order), then what each order needs read at once: earlier orders with the same idempotency key, the
 * carts, the earlier orders ordered again, the balances. Each order is decided in arrival order against its
 * partner's running balance (never below zero); the accepted ones are written by one statement.
 */
async function placeGroup(payload: Payload, group: Placement[]): Promise<Array<PlacedOrder | Error>> {
  const partnerIds = [...new Set(group.map(({ partner }) => partner.id))]
  const list = <T>(items: T[], value: (item: T) => unknown) => sql.param(items.map(value))
  const results: Array<PlacedOrder | Error | { sameAs: string }> = []
  const accepted: Array<{ at: number; placement: Placement; number: string; lines: OrderLine[]; total: number }> = []
  const placedRows = await inSqlTransaction(payload, async (tx) => {
    // Prepared statements, planned once per connection: planning was a quarter of a group's database time (bench:hot).
    await executePrepared(tx, turns('ledger', partnerIds))
    const keyed = group.filter(({ input }) => input.idempotency_key)
    const reorders = group.filter(({ input }) => input.reorder)
    // One statement (one round trip) reads what every order of the group needs, each part as a JSON array.
    const { rows } = await executePrepared<{
      replays: Array<PlacedRow & { partner_id: string; idempotency_key: string }>
      lines: LineRow[]
      balances: Array<{ partner_id: string; balance: number }>
    }>(
      tx,
      sql`
      SELECT
        (SELECT coalesce(json_agg(r), '[]') FROM (
           SELECT partner_id, idempotency_key, number, status, total_points, created_at FROM orders
           WHERE (partner_id, idempotency_key) IN (SELECT * FROM unnest(${list(keyed, (p) => p.partner.id)}::uuid[], ${list(keyed, (p) => p.input.idempotency_key)}::text[]))) AS r) AS replays,
        -- The carts of the group's partners and the earlier orders ordered again, at today's points; a line keeps the
        -- prize's Polish name (the order is a record staff and the partner read alike).
        (SELECT coalesce(json_agg(l ORDER BY l.position), '[]') FROM (
           SELECT c.partner_id, NULL AS number, c.prize_id, n.name, c.quantity, p.points, n.name AS prize_name, p.active, extract(epoch FROM c.created_at) AS position
           FROM cart_items c JOIN prizes p ON p.id = c.prize_id LEFT JOIN prizes_locales n ON n._parent_id = p.id AND n._locale = 'pl' WHERE c.partner_id = ANY(${sql.param(partnerIds)}::uuid[])
           UNION ALL
           SELECT o.partner_id, o.number, l.prize_id, l.name, l.quantity, p.points, n.name AS prize_name, p.active, l._order AS position
           FROM orders o JOIN orders_lines l ON l._parent_id = o.id LEFT JOIN prizes p ON p.id = l.prize_id
             LEFT JOIN prizes_locales n ON n._parent_id = p.id AND n._locale = 'pl'
           WHERE (o.partner_id, o.number) IN (SELECT * FROM unnest(${list(reorders, (p) => p.partner.id)}::uuid[], ${list(reorders, (p) => p.input.reorder)}::text[]))) AS l) AS lines,
        (SELECT coalesce(json_agg(b), '[]') FROM (
           SELECT partner_id, coalesce(sum(amount_tenths) FILTER (WHERE source <> 'held'), 0) AS balance FROM ledger_entries WHERE partner_id = ANY(${sql.param(partnerIds)}::uuid[]) GROUP BY partner_id) AS b) AS balances`,
    )
    const { replays, lines, balances } = rows[0]!
    // The prizes' stock, locked in one fixed order (after the ledger turns, as a cancellation takes them too): two
    // groups never take the same last pieces.
    const prizeIds = [...new Set(lines.map((line) => line.prize_id).filter((id): id is string => id !== null))].sort()
    const stock = new Map(
      prizeIds.length
        ? (
            await executePrepared<{ id: string; stock: number }>(
              tx,
              sql`SELECT id, stock FROM prizes WHERE id = ANY(${sql.param(prizeIds)}::uuid[]) ORDER BY id FOR UPDATE`,
            )
          ).rows.map((row) => [row.id, Number(row.stock)])
        : [],
    )
    // Lines keep the order of the cart (as added) and of the earlier order.
    const linesOf = (partnerId: string, number: string | null) =>
      lines.filter((row) => row.partner_id === partnerId && row.number === number)
    const balance = new Map(partnerIds.map((id) => [id, Number(balances.find((row) => row.partner_id === id)?.balance ?? 0)]))
    const cartTaken = new Set<string>()
    const keysInGroup = new Map<string, string>()
    group.forEach((placement, at) => {
      const { partner, input } = placement
      const key = input.idempotency_key ? `${partner.id}|${input.idempotency_key}` : null
      const replay = key && replays.find((row) => `${row.partner_id}|${row.idempotency_key}` === key)
      if (replay) return void (results[at] = placedOrder(replay))
      if (key && keysInGroup.has(key)) return void (results[at] = { sameAs: keysInGroup.get(key)! })
      let orderLines: OrderLine[]
      if (input.reorder) {
        const earlier = linesOf(partner.id, input.reorder)
        if (earlier.length === 0) return void (results[at] = new AppError(404, ORDER_NOT_FOUND))
        const gone = earlier.find((line) => !line.prize_id || !line.active || line.points === null)
        if (gone) return void (results[at] = unavailable(gone.name))
        orderLines = earlier.map((line) => ({
          prize: line.prize_id!,
          name: line.prize_name ?? line.name,
          quantity: Number(line.quantity),
          points: Number(line.points),
        }))
      } else {
        const cart = cartTaken.has(partner.id) ? [] : linesOf(partner.id, null)
        if (cart.length === 0) return void (results[at] = new AppError(422, EMPTY_CART))
        orderLines = cart.map((line) => ({
          prize: line.prize_id!,
          name: line.name,
          quantity: Number(line.quantity),
          points: Number(line.points),
        }))
      }
      const wanted = new Map<string, number>()
      for (const line of orderLines) wanted.set(line.prize, (wanted.get(line.prize) ?? 0) + line.quantity)
      const short = orderLines.find((line) => wanted.get(line.prize)! > (stock.get(line.prize) ?? 0))
      if (short) return void (results[at] = outOfStock(short.name, stock.get(short.prize) ?? 0))
      const total = orderLines.reduce((sum, line) => sum + line.points * line.quantity, 0)
      if (balance.get(partner.id)! < toTenths(total)) return void (results[at] = new AppError(422, NOT_ENOUGH_POINTS))
      balance.set(partner.id, balance.get(partner.id)! - toTenths(total))
      for (const [prize, quantity] of wanted) stock.set(prize, stock.get(prize)! - quantity)
      if (!input.reorder) cartTaken.add(partner.id)
      const number = orderNumber()
      if (key) keysInGroup.set(key, number)
      accepted.push({ at, placement, number, lines: orderLines, total })
    })
    if (accepted.length === 0) return []
    const entries = accepted.map(({ placement, number, total }) => ({
      partnerId: placement.partner.id,
      amountTenths: -toTenths(total),
      label: `Zamówienie ${number}`,
      source: 'order' as const,
      reference: number,
      idempotencyKey: `order:${number}`,
    }))
    const orderLines = accepted.flatMap(({ number, lines: placed }) => placed.map((line, i) => ({ number, position: i + 1, line })))
    const placed = await executePrepared<PlacedRow>(
      tx,
      sql`
      WITH entries AS (${nextEntriesInsert(entries)}),
           placed AS (
             INSERT INTO orders (number, partner_id, total_points, status, delivery_choice, delivery_name, delivery_street, delivery_building, delivery_local, delivery_post_code, delivery_city, idempotency_key)
             SELECT o.number, o.partner_id, o.total_points, 'Pending', o.choice::enum_orders_delivery_choice, o.name, o.street, o.building, o.local, o.post_code, o.city, o.idempotency_key
             FROM unnest(${list(accepted, (a) => a.number)}::text[], ${list(accepted, (a) => a.placement.partner.id)}::uuid[], ${list(accepted, (a) => a.total)}::numeric[],
                         ${list(accepted, (a) => a.placement.delivery.choice)}::text[], ${list(accepted, (a) => a.placement.delivery.name)}::text[], ${list(accepted, (a) => a.placement.delivery.street)}::text[],
                         ${list(accepted, (a) => a.placement.delivery.building)}::text[], ${list(accepted, (a) => a.placement.delivery.local)}::text[], ${list(accepted, (a) => a.placement.delivery.post_code)}::text[],
                         ${list(accepted, (a) => a.placement.delivery.city)}::text[], ${list(accepted, (a) => a.placement.input.idempotency_key ?? null)}::text[])
                  AS o(number, partner_id, total_points, choice, name, street, building, local, post_code, city, idempotency_key)
             RETURNING id, number, status, total_points, created_at),
           placed_lines AS (
             -- Each line keeps the prize's value of today (the prizes are locked above), for the prize tax.
             INSERT INTO orders_lines (_order, _parent_id, id, prize_id, name, quantity, points, unit_value_grosze)
             SELECT l.position, placed.id, l.id, l.prize_id, l.name, l.quantity, l.points, (SELECT gross_value_grosze FROM prizes WHERE prizes.id = l.prize_id)
             FROM unnest(${list(orderLines, (l) => l.number)}::text[], ${list(orderLines, (l) => l.position)}::int[], ${list(orderLines, () => crypto.randomBytes(12).toString('hex'))}::text[],
                         ${list(orderLines, (l) => l.line.prize)}::uuid[], ${list(orderLines, (l) => l.line.name)}::text[], ${list(orderLines, (l) => l.line.quantity)}::numeric[], ${list(orderLines, (l) => l.line.points)}::numeric[])
                  AS l(number, position, id, prize_id, name, quantity, points)
             JOIN placed ON placed.number = l.number),
           emptied AS (DELETE FROM cart_items WHERE partner_id = ANY(${sql.param([...cartTaken])}::uuid[])),
           told AS (${webhookEventsInsert(
             'order.placed',
             accepted.map(({ placement, number, lines: placed, total }) => ({
               number,
               partner_id: placement.partner.id,
               total_points: total,
               lines: placed.map((line) => ({ prize_id: line.prize, name: line.name, quantity: line.quantity, points: line.points })),
               delivery: placement.delivery,
             })),
           )}),
           taken AS (
             UPDATE prizes SET stock = stock - t.quantity
             FROM (SELECT prize_id, sum(quantity) AS quantity
                   FROM unnest(${list(orderLines, (l) => l.line.prize)}::uuid[], ${list(orderLines, (l) => l.line.quantity)}::int[]) AS t(prize_id, quantity)
                   GROUP BY prize_id) AS t
             WHERE prizes.id = t.prize_id)
      SELECT number, status, total_points, created_at FROM placed`,
    )
    return placed.rows
  })
  await Promise.all([
    ...[...new Set(accepted.map(({ placement }) => placement.partner.id))].map((partnerId) => invalidate('ledger', partnerId)),
    // The catalogue shows the stock.
    ...(accepted.length ? [invalidate('prizes')] : []),
  ])
  const byNumber = new Map(placedRows.map((row) => [row.number, placedOrder(row)]))
  for (const { at, number } of accepted) results[at] = byNumber.get(number)!
  return results.map((result) => (result && 'sameAs' in result ? byNumber.get(result.sameAs)! : result))
}

/** Orders waiting to go to the database together, per app. */
const groups = new WeakMap<Payload, (placement: Placement) => Promise<PlacedOrder>>()

/** One order alone, again after a clash of generated order numbers (a unique conflict changes nothing else). */
async function placeAlone(payload: Payload, placement: Placement): Promise<PlacedOrder | Error> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await placeGroup(payload, [placement]))[0]!
    } catch (error) {
      if (!isUniqueConflict(error) || attempt >= 3) return error instanceof Error ? error : new Error(String(error))
    }
  }
}

/**
 * Places the cart (or an earlier order again, "Zamów ponownie") as one order: the points leave the ledger in the
 * same transaction, never below zero; the same idempotency key from the same partner gives the same order.
 * Orders that arrive together are placed together; should a group fail as a whole, each goes alone.
 */
export async function placeOrder(payload: Payload, partner: PartnerUser, body: unknown): Promise<PlacedOrder> {
  const input = parseBody(orderRequest, body)
  const chosen =
    input.delivery === 'other'
      ? input.other_address
      : partner[input.delivery === 'residence' ? 'residence_address' : 'correspondence_address']
  if (input.delivery === 'other' && !input.other_address) throw validationError({ 'other_address.street': ['Podaj adres dostawy.'] })
  if (!chosen?.street || !chosen.city)
    throw validationError({ delivery: ['Ten adres nie jest uzupełniony. Wybierz inny albo uzupełnij dane konta.'] })
  const delivery = {
    choice: input.delivery,
    name: 'name' in chosen ? chosen.name : `${partner.first_name} ${partner.last_name}`,
    street: chosen.street,
    building: chosen.building ?? '',
    local: chosen.local ?? null,
    post_code: chosen.post_code ?? '',
    city: chosen.city,
  }
  let place = groups.get(payload)
  if (!place) {
    place = together<Placement, PlacedOrder>(async (group) => {
      try {
        return await placeGroup(payload, group)
      } catch (error) {
        if (group.length === 1 && !isUniqueConflict(error)) throw error
        return Promise.all(group.map((placement) => placeAlone(payload, placement)))
      }
    })
    groups.set(payload, place)
  }
  return place({ partner, input, delivery })
}

export async function listOrders(payload: Payload, partner: PartnerUser) {
  const orders = await payload.find({
    collection: 'orders',
    where: { partner: { equals: partner.id } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    user: partner,
    overrideAccess: false,
  })
  return orders.docs.map((o) => ({
    number: o.number,
    prize: o.lines.map((l) => (l.quantity > 1 ? `${l.name} ×${l.quantity}` : l.name)).join(', '),
    date: o.createdAt,
    status: o.status,
    total_points: o.total_points,
    tracking_number: o.tracking_number ?? null,
  }))
}
