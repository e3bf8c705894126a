import { z } from 'zod'

/** What the manufacturer's systems can be told of as it happens, in the words staff choose them by. */
export const WEBHOOK_EVENTS = {
  'order.placed': 'Złożenie zamówienia',
  'order.status_changed': 'Zmiana statusu zamówienia',
  'code.registered': 'Rejestracja kodu',
  'ranking.published': 'Publikacja rankingu',
} as const

export type WebhookEvent = keyof typeof WEBHOOK_EVENTS
const WEBHOOK_EVENT_LIST = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]]

/** A delivery's state in the log: waiting (first try or a retry), delivered, or given up after the last retry. */
export const WEBHOOK_DELIVERY_STATUSES = {
  pending: 'Oczekuje',
  delivered: 'Dostarczono',
  failed: 'Nie dostarczono',
} as const

export const newWebhookRequest = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Nazwij odbiorcę (co najmniej 3 znaki), np. „ERP – zamówienia”.')
    .max(80, 'Nazwa może mieć najwyżej 80 znaków.'),
  url: z
    .string()
    .trim()
    .max(500, 'Adres może mieć najwyżej 500 znaków.')
    .refine(
      (value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value),
      'Podaj adres zaczynający się od https:// (albo http://).',
    ),
  events: z.array(z.enum(WEBHOOK_EVENT_LIST, { error: 'Nieznane zdarzenie.' })).min(1, 'Wybierz co najmniej jedno zdarzenie.'),
})
