import type { Payload, Where } from 'payload'
import { catalogueQuery, type PreferredLanguage } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { searchKey } from '../../domain/search'
import type { Media, Prize } from '../../payload-types'
import { readModelOf } from '../../cache/readModel'
import { balanceOf } from '../ledger/ledger'
import type { PartnerUser } from '../auth/users'
import { inLanguage } from '../content/language'

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
export async function listPrizes(
  payload: Payload,
  partner: PartnerUser,
  locale: PreferredLanguage,
  query: Record<string, unknown>,
  queryString: string,
) {
  const affordable = query.affordable === '1' || query.affordable === 'true'
  const available = affordable ? Math.floor((await balanceOf(payload, partner.id, partner)).available) : null
  return readModelOf(payload, 'prize-pages', ['prizes'], (key) =>
    prizePage(payload, JSON.parse(key) as { locale: PreferredLanguage; query: Record<string, unknown>; available: number | null }),
  ).get(JSON.stringify({ locale, query: queryString, available }))
}

async function prizePage(
  payload: Payload,
  { locale, query, available }: { locale: PreferredLanguage; query: unknown; available: number | null },
) {
  const q = parseBody(catalogueQuery, Object.fromEntries(new URLSearchParams(String(query))))
  const conditions: Where[] = [{ active: { equals: true } }]
  if (q.q) conditions.push({ search_text: { like: searchKey(q.q) } })
  if (q.category) conditions.push({ category: { equals: q.category } })
  if (q.min !== undefined) conditions.push({ points: { greater_than_equal: q.min } })
  if (q.max !== undefined) conditions.push({ points: { less_than_equal: q.max } })
  if (available !== null) conditions.push({ points: { less_than_equal: available } })
  // Polish names sort by their Polish key (ą after a); English ones as they are, in their own language.
  const byName = locale === 'pl' ? 'name_sort' : 'name'
  const sort = `${q.order === 'desc' ? '-' : ''}${q.sort === 'name' ? byName : 'points'}`
  const result = await payload.find({
    collection: 'prizes',
    ...inLanguage(locale),
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
