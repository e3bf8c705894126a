import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { POINT_TENTHS } from '@portal/shared'
import { AppError, parseBody, validationError } from '../../domain/errors'
import type { Media, Order, Partner, Prize } from '../../payload-types'
import { readModelOf } from '../../cache/readModel'
import { balanceOf, spendPoints } from '../ledger/ledger'
import { sqlFor, turn } from '../sql'
import { inTransaction } from '../transaction'

type PartnerUser = Partner & { collection: 'partners' }

// Cart rows and orders refuse API writes: this service writes them for the partner it checked.
const asShop = { overrideAccess: true } as const

export const catalogueQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().max(40).optional(),
  min: z.coerce.number().int().min(0).optional(),
  max: z.coerce.number().int().min(0).optional(),
  affordable: z.enum(['0', '1', 'true', 'false']).optional(),
  sort: z.enum(['name', 'points']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(48).default(12),
})

const prizeView = (p: Prize) => {
  const image = p.image && typeof p.image === 'object' ? (p.image as Media) : null
  return { id: p.id, index: p.index, name: p.name, category: p.category, points: p.points, description: p.description ?? null, stock: p.stock, image: image?.url ? { url: image.url, alt: image.alt } : null }
}

/**
 * The prize catalogue: text, category, points range and "only affordable" filters, sorted and paged on the server.
 * The same for everyone (prizes are public): one read model per query string, plus the balance when "only
 * affordable" is asked; dropped when prizes change. A query that fails validation is never kept.
 */
export async function listPrizes(payload: Payload, partner: PartnerUser, query: Record<string, unknown>, queryString: string) {
  const affordable = query.affordable === '1' || query.affordable === 'true'
  const available = affordable ? Math.floor((await balanceOf(payload, partner.id, partner)).available) : null
  return readModelOf(payload, 'prize-pages', ['prizes'], (key) => prizePage(payload, JSON.parse(key) as { query: Record<string, unknown>; available: number | null })).get(
    JSON.stringify({ query: queryString, available }),
  )
}

async function prizePage(payload: Payload, { query, available }: { query: unknown; available: number | null }) {
  const q = parseBody(catalogueQuery, Object.fromEntries(new URLSearchParams(String(query))))
  const conditions: Where[] = [{ active: { equals: true } }]
  if (q.q) conditions.push({ or: [{ name: { like: q.q } }, { description: { like: q.q } }, { index: { like: q.q } }] })
  if (q.category) conditions.push({ category: { equals: q.category } })
  if (q.min !== undefined) conditions.push({ points: { greater_than_equal: q.min } })
  if (q.max !== undefined) conditions.push({ points: { less_than_equal: q.max } })
  if (available !== null) conditions.push({ points: { less_than_equal: available } })
  const sort = `${q.order === 'desc' ? '-' : ''}${q.sort === 'name' ? 'name_sort' : 'points'}`
  const result = await payload.find({ collection: 'prizes', where: { and: conditions }, sort, page: q.page, limit: q.per_page, depth: 1, overrideAccess: false })
  return { items: result.docs.map(prizeView), current_page: result.page ?? 1, last_page: Math.max(result.totalPages, 1), total: result.totalDocs }
}

export async function readCart(payload: Payload, partner: PartnerUser) {
  const rows = await payload.find({ collection: 'cart-items', where: { partner: { equals: partner.id } }, sort: 'createdAt', depth: 1, pagination: false, user: partner, overrideAccess: false })
  const items = rows.docs.map((row, i) => {
    const prize = row.prize as Prize
    return { number: i + 1, prize_id: prize.id, name: prize.name, quantity: row.quantity, points: prize.points, line_points: prize.points * row.quantity }
  })
  return { items, total: items.reduce((sum, item) => sum + item.line_points, 0) }
}

const cartLine = z.object({ prize_id: z.string({ error: 'Wybierz nagrodę.' }).min(1, 'Wybierz nagrodę.'), quantity: z.coerce.number().int('Podaj liczbę sztuk.').min(1, 'Co najmniej 1 sztuka.').max(20, 'Najwyżej 20 sztuk.').default(1) })

/** Adds a prize (or more of it) to the cart; `set` replaces the quantity instead. */
export async function putInCart(payload: Payload, partner: PartnerUser, body: unknown, mode: 'add' | 'set') {
  const { prize_id, quantity } = parseBody(cartLine, body)
  const prize = await payload.find({ collection: 'prizes', where: { and: [{ id: { equals: prize_id } }, { active: { equals: true } }] }, limit: 1, depth: 0, user: partner, overrideAccess: false })
  if (!prize.docs[0]) throw validationError({ prize_id: ['Ta nagroda nie jest dostępna.'] })
  await inTransaction(payload, async (req) => {
    const existing = (await payload.find({ collection: 'cart-items', where: { and: [{ partner: { equals: partner.id } }, { prize: { equals: prize_id } }] }, limit: 1, depth: 0, req, ...asShop })).docs[0]
    if (existing) await payload.update({ collection: 'cart-items', id: existing.id, data: { quantity: Math.min(mode === 'add' ? existing.quantity + quantity : quantity, 20) }, req, ...asShop })
    else await payload.create({ collection: 'cart-items', data: { partner: partner.id, prize: prize_id, quantity }, req, ...asShop })
  }, { retryOnConflict: 2 })
  return readCart(payload, partner)
}

export async function removeFromCart(payload: Payload, partner: PartnerUser, prizeId: string) {
  await payload.delete({ collection: 'cart-items', where: { and: [{ partner: { equals: partner.id } }, { prize: { equals: prizeId } }] }, ...asShop })
  return readCart(payload, partner)
}

const address = z.object({ name: z.string().trim().min(1, 'To pole jest wymagane.'), street: z.string().trim().min(1, 'To pole jest wymagane.'), building: z.string().trim().min(1, 'To pole jest wymagane.'), local: z.string().trim().optional().default(''), post_code: z.string().trim().regex(/^\d{2}-\d{3}$/, 'Kod pocztowy musi mieć format NN-NNN.'), city: z.string().trim().min(1, 'To pole jest wymagane.') })
export const orderRequest = z.object({
  delivery: z.enum(['correspondence', 'residence', 'other'], { error: 'Wybierz adres dostawy.' }),
  other_address: address.optional(),
  idempotency_key: z.string().min(8).max(100).optional(),
  /** "Zamów ponownie": the number of an earlier order whose prizes are ordered again; the cart is left as it is. */
  reorder: z.string().max(40).optional(),
})

type OrderLine = { prize: string; name: string; quantity: number; points: number }

async function cartLines(payload: Payload, req: PayloadRequest, partner: PartnerUser): Promise<OrderLine[]> {
  const rows = await payload.find({ collection: 'cart-items', where: { partner: { equals: partner.id } }, depth: 1, pagination: false, req, ...asShop })
  if (rows.docs.length === 0) throw new AppError(422, 'Koszyk jest pusty.')
  return rows.docs.map((row) => {
    const prize = row.prize as Prize
    return { prize: prize.id, name: prize.name, quantity: row.quantity, points: prize.points }
  })
}

/** The prizes of an earlier order of this partner, at today's points; a prize no longer offered stops it. One raw query (hot path). */
async function reorderLines(payload: Payload, req: PayloadRequest, partner: PartnerUser, number: string): Promise<OrderLine[]> {
  const { rows } = await (await sqlFor(payload, req)).execute<{ prize_id: string | null; name: string; quantity: string; points: string | null; prize_name: string | null; active: boolean | null }>(sql`
    SELECT l.prize_id, l.name, l.quantity, p.points, p.name AS prize_name, p.active
    FROM orders o JOIN orders_lines l ON l._parent_id = o.id LEFT JOIN prizes p ON p.id = l.prize_id
    WHERE o.number = ${number} AND o.partner_id = ${partner.id} ORDER BY l._order`)
  if (rows.length === 0) throw new AppError(404, 'Nie znaleziono zamówienia.')
  return rows.map((line) => {
    if (!line.prize_id || !line.active || line.points === null) throw new AppError(422, `Nagroda „${line.name}” nie jest już dostępna w katalogu.`)
    return { prize: line.prize_id, name: line.prize_name ?? line.name, quantity: Number(line.quantity), points: Number(line.points) }
  })
}

function orderNumber(): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '')
  return `ZAM-${day}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`
}

/** Places the cart (or an earlier order again) as one order: the points leave the ledger in the same transaction, never below zero. */
export async function placeOrder(payload: Payload, partner: PartnerUser, body: unknown) {
  const input = parseBody(orderRequest, body)
  const chosen = input.delivery === 'other' ? input.other_address : partner[input.delivery === 'residence' ? 'residence_address' : 'correspondence_address']
  if (input.delivery === 'other' && !input.other_address) throw validationError({ 'other_address.street': ['Podaj adres dostawy.'] })
  if (!chosen?.street || !chosen.city) throw validationError({ delivery: ['Ten adres nie jest uzupełniony. Wybierz inny albo uzupełnij dane konta.'] })
  const delivery = { choice: input.delivery, name: 'name' in chosen ? chosen.name : `${partner.first_name} ${partner.last_name}`, street: chosen.street, building: chosen.building ?? '', local: chosen.local ?? null, post_code: chosen.post_code ?? '', city: chosen.city }
  return inTransaction(
    payload,
    async (req): Promise<PlacedOrder> => {
      const db = await sqlFor(payload, req)
      // The partner's ledger turn first: a replay of the same key waits for the first one and then finds it.
      await db.execute(sql`SELECT ${turn('ledger', partner.id)}`)
      if (input.idempotency_key) {
        const { rows } = await db.execute<PlacedRow>(sql`SELECT number, status, total_points, created_at FROM orders WHERE partner_id = ${partner.id} AND idempotency_key = ${input.idempotency_key}`)
        if (rows[0]) return placedOrder(rows[0])
      }
      const lines = input.reorder ? await reorderLines(payload, req, partner, input.reorder) : await cartLines(payload, req, partner)
      const total = lines.reduce((sum, line) => sum + line.points * line.quantity, 0)
      const number = orderNumber()
      await spendPoints(payload, req, { partnerId: partner.id, amountTenths: total * POINT_TENTHS, label: `Zamówienie ${number}`, source: 'order', reference: number, idempotencyKey: `order:${number}` })
      // The order and its lines as raw inserts (hot path, by measurement): Payload's create read the order back with every line.
      const { rows } = await db.execute<PlacedRow & { id: string }>(sql`
        INSERT INTO orders (number, partner_id, total_points, status, delivery_choice, delivery_name, delivery_street, delivery_building, delivery_local, delivery_post_code, delivery_city, idempotency_key)
        VALUES (${number}, ${partner.id}, ${total}, 'Pending', ${delivery.choice}::enum_orders_delivery_choice, ${delivery.name}, ${delivery.street}, ${delivery.building}, ${delivery.local}, ${delivery.post_code}, ${delivery.city}, ${input.idempotency_key ?? null})
        RETURNING id, number, status, total_points, created_at`)
      const order = rows[0]!
      const values = lines.map((line, i) => sql`(${i + 1}, ${order.id}, ${crypto.randomBytes(12).toString('hex')}, ${line.prize}, ${line.name}, ${line.quantity}, ${line.points})`)
      await db.execute(sql`INSERT INTO orders_lines (_order, _parent_id, id, prize_id, name, quantity, points) VALUES ${sql.join(values, sql`, `)}`)
      if (!input.reorder) await db.execute(sql`DELETE FROM cart_items WHERE partner_id = ${partner.id}`)
      return placedOrder(order)
    },
    { retryOnConflict: 25 },
  )
}

type PlacedRow = { number: string; status: string; total_points: string | number; created_at: string }
type PlacedOrder = { number: string; status: Order['status']; total_points: number; createdAt: string }
const placedOrder = (row: PlacedRow): PlacedOrder => ({ number: row.number, status: row.status as Order['status'], total_points: Number(row.total_points), createdAt: new Date(row.created_at).toISOString() })

export async function listOrders(payload: Payload, partner: PartnerUser) {
  const orders = await payload.find({ collection: 'orders', where: { partner: { equals: partner.id } }, sort: '-createdAt', depth: 0, pagination: false, user: partner, overrideAccess: false })
  return orders.docs.map((o) => ({ number: o.number, prize: o.lines.map((l) => (l.quantity > 1 ? `${l.name} ×${l.quantity}` : l.name)).join(', '), date: o.createdAt, status: o.status, total_points: o.total_points, tracking_number: o.tracking_number ?? null }))
}
