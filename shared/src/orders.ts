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
