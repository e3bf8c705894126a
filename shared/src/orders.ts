import { z } from 'zod'
import { CATALOGUE_PAGE_SIZE } from './constants'

/** Order fulfilment, one home for the server and both front ends: Pending → Accepted → Shipped → Delivered, or Rejected / Cancelled with a reason. */
export const ORDER_STATUSES = ['Pending', 'Accepted', 'Shipped', 'Delivered', 'Rejected', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Accepted', 'Rejected', 'Cancelled'],
  Accepted: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Rejected: [],
  Cancelled: [],
}

/** Pieces of one prize in a cart: the server refuses more, the cart's field says so before asking. */
export const CART_MAX_QUANTITY = 20
export const CART_QUANTITY_TOO_HIGH = `Najwyżej ${CART_MAX_QUANTITY} sztuk jednej nagrody.`
export const CART_QUANTITY_TOO_LOW = 'Co najmniej 1 sztuka.'

/** These end an order without a prize: its points go back to the partner. */
const REFUNDING_STATUSES: readonly OrderStatus[] = ['Rejected', 'Cancelled']
export const isRefunding = (status: string): boolean => (REFUNDING_STATUSES as readonly string[]).includes(status)

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'oczekuje',
  Accepted: 'przyjęte do realizacji',
  Shipped: 'wysłane',
  Delivered: 'dostarczone',
  Rejected: 'odrzucone',
  Cancelled: 'anulowane',
}

const ORDER_STATUS_LABELS_EN: Record<OrderStatus, string> = {
  Pending: 'pending',
  Accepted: 'accepted for fulfilment',
  Shipped: 'shipped',
  Delivered: 'delivered',
  Rejected: 'rejected',
  Cancelled: 'cancelled',
}

/** A status as partners read it in their language (portal and e-mails); an unknown code as it is. */
export const orderStatusLabel = (status: OrderStatus, language: 'pl' | 'en'): string =>
  (language === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS)[status] ?? status

/** The same word as a label of its own (back office, exports): "Oczekuje", "Przyjęte do realizacji". */
export const orderStatusName = (status: string): string => {
  const label = orderStatusLabel(status as OrderStatus, 'pl')
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** The English of a Polish status word, for the server's English error answers. */
export const englishOrderStatus = (polish: string): string => {
  const status = ORDER_STATUSES.find((s) => ORDER_STATUS_LABELS[s] === polish)
  return status ? ORDER_STATUS_LABELS_EN[status] : polish
}

export type TransitionInput = { tracking_number?: string; reason?: string }

/** The field errors of moving an order from one status to another, or none when the move is allowed. */
export function transitionErrors(from: OrderStatus, to: OrderStatus, input: TransitionInput): Record<string, string[]> {
  if (!NEXT[from].includes(to))
    return { status: [`Zamówienia o statusie „${orderStatusLabel(from, 'pl')}” nie można zmienić na „${orderStatusLabel(to, 'pl')}”.`] }
  if (to === 'Shipped' && !input.tracking_number?.trim()) return { tracking_number: ['Podaj numer przesyłki.'] }
  if (REFUNDING_STATUSES.includes(to) && !input.reason?.trim()) return { reason: ['Podaj powód.'] }
  return {}
}

/** Where an order may go from its status (none from a final one): the back office's buttons. */
export const nextStatuses = (from: string): readonly OrderStatus[] => NEXT[from as OrderStatus] ?? []

/** POST /api/cart, PUT /api/cart/{prizeId}: a prize and how many of it. */
export const cartLineRequest = z.object({
  prize_id: z.string({ error: 'Wybierz nagrodę.' }).min(1, 'Wybierz nagrodę.'),
  // A number, or digits typed in a form; `true` or `[2]` is no quantity (z.coerce would read them as 1 and 2).
  quantity: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: 'Podaj liczbę sztuk.' })
        .int('Podaj liczbę sztuk.')
        .min(1, CART_QUANTITY_TOO_LOW)
        .max(CART_MAX_QUANTITY, CART_QUANTITY_TOO_HIGH),
    )
    .default(1),
})

/** A delivery address typed at checkout, when neither address of the account will do. */
const deliveryAddress = z.object({
  name: z.string().trim().min(1, 'To pole jest wymagane.'),
  street: z.string().trim().min(1, 'To pole jest wymagane.'),
  building: z.string().trim().min(1, 'To pole jest wymagane.'),
  local: z.string().trim().optional().default(''),
  post_code: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{3}$/, 'Kod pocztowy musi mieć format NN-NNN.'),
  city: z.string().trim().min(1, 'To pole jest wymagane.'),
})
/** POST /api/orders: where to send the cart's prizes (or an earlier order's, again). */
export const orderRequest = z.object({
  delivery: z.enum(['correspondence', 'residence', 'other'], { error: 'Wybierz adres dostawy.' }),
  other_address: deliveryAddress.optional(),
  idempotency_key: z.string().min(8).max(100).optional(),
  /** "Zamów ponownie": the number of an earlier order whose prizes are ordered again; the cart is left as it is. */
  reorder: z.string().max(40).optional(),
})

/** A status change with its tracking number or reason (back office and POST /api/v1/orders/{number}/status). */
export const orderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Wybierz status.' }),
  tracking_number: z.string().trim().max(60).optional(),
  reason: z.string().trim().max(300).optional(),
})

/** GET /api/prizes: the prize catalogue's search, filters, order and page. */
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
