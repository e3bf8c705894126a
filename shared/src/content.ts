import { z } from 'zod'

/** Content constants and pure rules shared by the server and the portal. */
export const PRODUCT_LINES = [
  { value: 'premium', label: 'Rynny premium', unit: 'm' },
  { value: 'standard', label: 'Rynny standard', unit: 'm' },
  { value: 'roof_covering', label: 'Pokrycia dachowe', unit: 'm2' },
] as const
export type ProductLine = (typeof PRODUCT_LINES)[number]['value']

/** The portal pages marketing edits in the CMS, one document each. */
export const PAGE_KEYS = ['about', 'main-prize', 'superwomen', 'investments', 'archive', 'rules'] as const
export type PageKey = (typeof PAGE_KEYS)[number]

export const PRODUCTS_PAGE_SIZE = 6
export const NEWS_PAGE_SIZE = 10

/** A page number or size in a list's query string: anything but a positive whole number means the usual one, never an error. */
const listNumber = (usual: number) => z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1)).default(usual).catch(usual)

/** GET /api/news: a page of news (the server serves at most 50 a page). */
export const newsQuery = z.object({ page: listNumber(1), per_page: listNumber(NEWS_PAGE_SIZE) })

/** GET /api/products: a page of the products points table. */
export const productsQuery = z.object({ page: listNumber(1), per_page: listNumber(PRODUCTS_PAGE_SIZE) })
const PAGINATION_WINDOW = 5

export type PageItem = number | 'gap'

/**
 * The pagination window of spec §2: up to 5 pages around the current one; when that window is far
 * from an end, the first two (or last two) pages are shown too, with a gap between.
 */
export function paginationWindow(current: number, last: number, size = PAGINATION_WINDOW): PageItem[] {
  if (last <= size) return Array.from({ length: last }, (_, i) => i + 1)
  const page = Math.min(Math.max(current, 1), last)
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), last - size + 1)
  const window = Array.from({ length: size }, (_, i) => start + i)
  const head: PageItem[] = start > 3 ? [1, 2, 'gap'] : Array.from({ length: start - 1 }, (_, i) => i + 1)
  const end = start + size - 1
  const tail: PageItem[] = end < last - 2 ? ['gap', last - 1, last] : Array.from({ length: last - end }, (_, i) => end + i + 1)
  return [...head, ...window, ...tail]
}

export type PointsRule = { line: ProductLine; label: string; unit: 'm' | 'm2'; points: number[] }

/** The points table of the rules page from the products: the distinct points per unit of each product line. */
export function pointsTable(products: Array<{ product_line: ProductLine; unit: 'm' | 'm2'; points_per_unit: number }>): PointsRule[] {
  return PRODUCT_LINES.map(({ value, label, unit }) => {
    const points = [...new Set(products.filter((p) => p.product_line === value).map((p) => p.points_per_unit))].sort((a, b) => b - a)
    return { line: value, label, unit: (products.find((p) => p.product_line === value)?.unit ?? unit) as 'm' | 'm2', points }
  }).filter((rule) => rule.points.length > 0)
}

export type ProductItem = { id: string; index: string; name: string; product_line: ProductLine; unit: 'm' | 'm2'; points_per_unit: number }
export type ProductsPage = { items: ProductItem[]; current_page: number; last_page: number; total: number; per_page: number }

const POLISH_ORDER: Record<string, string> = { ą: 'a~', ć: 'c~', ę: 'e~', ł: 'l~', ń: 'n~', ó: 'o~', ś: 's~', ź: 'z~', ż: 'z~~' }

/** A key that sorts in Polish alphabetical order under plain byte comparison (a < ą < b … z < ź < ż), on any database. */
export function polishSortKey(text: string): string {
  return text.toLocaleLowerCase('pl').replace(/[ąćęłńóśźż]/g, (c) => POLISH_ORDER[c]!)
}

const PLAIN_LETTERS: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' }

/** A news item's address from its title: "Nowy katalog nagród 2026!" → "nowy-katalog-nagrod-2026". */
export function slugFromTitle(title: string): string {
  return title
    .toLocaleLowerCase('pl')
    .replace(/[ąćęłńóśźż]/g, (c) => PLAIN_LETTERS[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
