import type { Payload, Where } from 'payload'
import { z } from 'zod'
import { CATALOGUE_PAGE_SIZE } from '@portal/shared'
import { parseBody, validationError } from '../../domain/errors'
import type { Media, Partner, Prize } from '../../payload-types'
import { readModelOf } from '../../cache/readModel'
import { balanceOf } from '../ledger/ledger'
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
  per_page: z.coerce.number().int().min(1).max(48).default(CATALOGUE_PAGE_SIZE),
})

const prizeView = (p: Prize) => {
  const image = p.image && typeof p.image === 'object' ? (p.image as Media) : null
  return {
    id: p.id,
    index: p.index,
    name: p.name,
    category: p.category,
    points: p.points,
    description: p.description ?? null,
    stock: p.stock,
    image: image?.url ? { url: image.url, alt: image.alt } : null,
  }
}

/**
 * The prize catalogue: text, category, points range and "only affordable" filters, sorted and paged on the server.
 * The same for everyone (prizes are public): one read model per query string, plus the balance when "only
 * affordable" is asked; dropped when prizes change. A query that fails validation is never kept.
 */
export async function listPrizes(payload: Payload, partner: PartnerUser, query: Record<string, unknown>, queryString: string) {
  const affordable = query.affordable === '1' || query.affordable === 'true'
  const available = affordable ? Math.floor((await balanceOf(payload, partner.id, partner)).available) : null
  return readModelOf(payload, 'prize-pages', ['prizes'], (key) =>
    prizePage(payload, JSON.parse(key) as { query: Record<string, unknown>; available: number | null }),
  ).get(JSON.stringify({ query: queryString, available }))
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
  const result = await payload.find({
    collection: 'prizes',
    where: { and: conditions },
    sort,
    page: q.page,
    limit: q.per_page,
    depth: 1,
    overrideAccess: false,
  })
  return {
    items: result.docs.map(prizeView),
    current_page: result.page ?? 1,
    last_page: Math.max(result.totalPages, 1),
    total: result.totalDocs,
  }
}

export async function readCart(payload: Payload, partner: PartnerUser) {
  const rows = await payload.find({
    collection: 'cart-items',
    where: { partner: { equals: partner.id } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    user: partner,
    overrideAccess: false,
  })
  const items = rows.docs.map((row, i) => {
    const prize = row.prize as Prize
    return {
      number: i + 1,
      prize_id: prize.id,
      name: prize.name,
      quantity: row.quantity,
      points: prize.points,
      line_points: prize.points * row.quantity,
    }
  })
  return { items, total: items.reduce((sum, item) => sum + item.line_points, 0) }
}

const cartLine = z.object({
  prize_id: z.string({ error: 'Wybierz nagrodę.' }).min(1, 'Wybierz nagrodę.'),
  quantity: z.coerce.number().int('Podaj liczbę sztuk.').min(1, 'Co najmniej 1 sztuka.').max(20, 'Najwyżej 20 sztuk.').default(1),
})

/** Adds a prize (or more of it) to the cart; `set` replaces the quantity instead. */
export async function putInCart(payload: Payload, partner: PartnerUser, body: unknown, mode: 'add' | 'set') {
  const { prize_id, quantity } = parseBody(cartLine, body)
  const prize = await payload.find({
    collection: 'prizes',
    where: { and: [{ id: { equals: prize_id } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
    user: partner,
    overrideAccess: false,
  })
  if (!prize.docs[0]) throw validationError({ prize_id: ['Ta nagroda nie jest dostępna.'] })
  await inTransaction(
    payload,
    async (req) => {
      const existing = (
        await payload.find({
          collection: 'cart-items',
          where: { and: [{ partner: { equals: partner.id } }, { prize: { equals: prize_id } }] },
          limit: 1,
          depth: 0,
          req,
          ...asShop,
        })
      ).docs[0]
      if (existing)
        await payload.update({
          collection: 'cart-items',
          id: existing.id,
          data: { quantity: Math.min(mode === 'add' ? existing.quantity + quantity : quantity, 20) },
          req,
          ...asShop,
        })
      else await payload.create({ collection: 'cart-items', data: { partner: partner.id, prize: prize_id, quantity }, req, ...asShop })
    },
    { retryOnConflict: 2 },
  )
  return readCart(payload, partner)
}

export async function removeFromCart(payload: Payload, partner: PartnerUser, prizeId: string) {
  await payload.delete({
    collection: 'cart-items',
    where: { and: [{ partner: { equals: partner.id } }, { prize: { equals: prizeId } }] },
    ...asShop,
  })
  return readCart(payload, partner)
}
