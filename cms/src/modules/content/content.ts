import type { Payload } from 'payload'
import {
  PAGE_KEYS,
  type PreferredLanguage,
  type PageKey,
  pointsTable,
  type PointsRule,
  PRODUCTS_PAGE_SIZE,
  type ProductItem,
  type ProductsPage,
} from '@portal/shared'
import { readModelOf } from '../../cache/readModel'
import { AppError } from '../../domain/errors'
import type { Media, News, Page, Partner, Product } from '../../payload-types'
import { inLanguage } from './language'

type Reader = (Partner & { collection: 'partners' }) | undefined

const published = { _status: { equals: 'published' } } as const

function image(media: string | Media | null | undefined) {
  return media && typeof media === 'object'
    ? { url: media.url ?? null, alt: media.alt, width: media.width ?? null, height: media.height ?? null }
    : null
}

const newsSummary = (n: News) => ({ slug: n.slug, title: n.title, lead: n.lead, published_at: n.published_at, image: image(n.image) })

/**
 * Content reads are the same for every partner and guest of a language (published content is public, so they are
 * built with a guest's access), so each answer is a read model keyed by its language and query, dropped when any
 * content changes.
 */
function contentModel<T>(
  payload: Payload,
  name: string,
  locale: PreferredLanguage,
  build: (locale: PreferredLanguage) => Promise<T>,
): Promise<T> {
  return readModelOf(payload, `content:${name}`, ['content'], (key) => build(key as PreferredLanguage)).get(locale)
}

/** Published news, newest first, in pages. */
export function listNews(payload: Payload, locale: PreferredLanguage, page: number, perPage: number) {
  return readModelOf(payload, 'content:news', ['content'], async (key) => {
    const [language, p, limit] = key.split('/') as [PreferredLanguage, string, string]
    const result = await payload.find({
      collection: 'news',
      ...inLanguage(language),
      where: published,
      sort: '-published_at',
      page: Number(p),
      limit: Number(limit),
      depth: 1,
      draft: false,
      overrideAccess: false,
    })
    return { items: result.docs.map(newsSummary), current_page: result.page ?? 1, last_page: Math.max(result.totalPages, 1) }
  }).get(`${locale}/${page}/${perPage}`)
}

export async function readNews(payload: Payload, reader: Reader, slug: string, locale: PreferredLanguage) {
  const result = await payload.find({
    collection: 'news',
    ...inLanguage(locale),
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    draft: false,
    user: reader,
    overrideAccess: false,
  })
  const item = result.docs[0]
  if (!item) throw new AppError(404, 'Nie znaleziono tej aktualności.')
  return { ...newsSummary(item), content: item.content ?? null }
}

export async function readPage(payload: Payload, reader: Reader, key: string, locale: PreferredLanguage) {
  // An unknown key is no page (and PostgreSQL would refuse it as a value of the key's enum).
  if (!PAGE_KEYS.includes(key as PageKey)) throw new AppError(404, 'Ta strona nie jest jeszcze dostępna.')
  const result = await payload.find({
    collection: 'pages',
    ...inLanguage(locale),
    where: { and: [published, { key: { equals: key } }] },
    limit: 1,
    depth: 1,
    draft: false,
    user: reader,
    overrideAccess: false,
  })
  const page: Page | undefined = result.docs[0]
  if (!page) throw new AppError(404, 'Ta strona nie jest jeszcze dostępna.')
  return { key: page.key, title: page.title, lead: page.lead ?? null, content: page.content ?? null }
}

export function listFaq(payload: Payload, locale: PreferredLanguage) {
  return contentModel(payload, 'faq', locale, async (language) => {
    const result = await payload.find({
      collection: 'faq',
      ...inLanguage(language),
      sort: 'order',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return { items: result.docs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, category: f.category })) }
  })
}

const productItem = (p: Product): ProductItem => ({
  id: p.id,
  index: p.index,
  name: p.name ?? '',
  product_line: p.product_line,
  unit: p.unit,
  points_per_unit: p.points_per_unit,
})

/** GET /api/products: one page of the products table (6 per page unless asked otherwise, at most 100). */
export function listProducts(
  payload: Payload,
  locale: PreferredLanguage,
  page: number,
  perPage = PRODUCTS_PAGE_SIZE,
): Promise<ProductsPage> {
  return readModelOf(payload, 'content:products', ['content'], async (key) => {
    const [language, p, limit] = key.split('/') as [PreferredLanguage, string, string]
    const result = await payload.find({
      collection: 'products',
      ...inLanguage(language),
      sort: 'index',
      page: Number(p),
      limit: Number(limit),
      depth: 0,
      overrideAccess: false,
    })
    return {
      items: result.docs.map(productItem),
      current_page: result.page ?? 1,
      last_page: Math.max(result.totalPages, 1),
      total: result.totalDocs,
      per_page: Number(limit),
    }
  }).get(`${locale}/${Math.max(page, 1)}/${Math.min(Math.max(perPage, 1), 100)}`)
}

export async function allProducts(
  payload: Payload,
  reader: Reader,
  locale: PreferredLanguage,
  line?: Product['product_line'],
): Promise<ProductItem[]> {
  const result = await payload.find({
    collection: 'products',
    ...inLanguage(locale),
    where: line ? { product_line: { equals: line } } : {},
    sort: 'index',
    pagination: false,
    depth: 0,
    user: reader,
    overrideAccess: false,
  })
  return result.docs.map(productItem)
}

export function rulesPointsTable(payload: Payload, locale: PreferredLanguage): Promise<{ items: PointsRule[] }> {
  return contentModel(payload, 'rules-points', locale, async (language) => ({
    items: pointsTable(await allProducts(payload, undefined, language)),
  }))
}
