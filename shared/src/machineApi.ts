import { z } from 'zod'
import { ORDER_STATUSES } from './orders'

/** What a machine client (the ERP, the fulfilment partner) may do with its API key, in the words staff choose them by. */
export const API_KEY_SCOPES = {
  'orders:read': 'Odczyt zamówień do realizacji',
  'orders:write': 'Zmiana statusu zamówień (numer przesyłki)',
  'codes:write': 'Import partii kodów',
  'ranking:write': 'Przesyłanie wyników rankingu',
} as const

export type ApiKeyScope = keyof typeof API_KEY_SCOPES
const API_KEY_SCOPE_LIST = Object.keys(API_KEY_SCOPES) as ApiKeyScope[]

export const newApiKeyRequest = z.object({
  name: z.string().trim().min(3, 'Nazwij klucz (co najmniej 3 znaki), np. „ERP – magazyn”.').max(80, 'Nazwa może mieć najwyżej 80 znaków.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPE_LIST as [ApiKeyScope, ...ApiKeyScope[]], { error: 'Nieznane uprawnienie klucza.' }))
    .min(1, 'Wybierz co najmniej jedno uprawnienie.'),
})

/** GET /api/v1/orders: which orders, a page at a time. */
export const machineOrdersQuery = z.object({
  status: z.enum(['Pending', 'Accepted'], { error: 'Zamówienia do realizacji mają status Pending albo Accepted.' }).default('Accepted'),
  page: z.coerce.number('Strona to liczba od 1.').int('Strona to liczba od 1.').min(1, 'Strona to liczba od 1.').default(1),
})

const nullableText = z.string().nullish()

/** One order as the fulfilment system reads it: what to send, to whom and where. */
const machineOrder = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.iso.datetime(),
  total_points: z.number(),
  partner: z.object({ email: z.string(), name: z.string(), phone: nullableText }).nullable(),
  delivery: z
    .object({
      choice: z.enum(['correspondence', 'residence', 'other']).nullish(),
      name: nullableText,
      street: nullableText,
      building: nullableText,
      local: nullableText,
      post_code: nullableText,
      city: nullableText,
    })
    .nullable(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
})

/** GET /api/v1/orders: a page of 100 orders, oldest first. */
export const machineOrdersPage = z.object({
  items: z.array(machineOrder),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
})
export type MachineOrdersPage = z.infer<typeof machineOrdersPage>

/** POST /api/v1/orders/{number}/status: the order as the change left it. */
export const machineStatusChange = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  tracking_number: nullableText,
  status_reason: nullableText,
})

/** A dry run of a codes file: how many rows, how many valid, and each refused row with its reason. */
export const codeImportCheck = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), code: z.string(), message: z.string() })),
})
export type CodeImportCheck = z.infer<typeof codeImportCheck>

/** POST /api/v1/code-batches/import: the batch created. */
export const codeBatchImported = z.object({ id: z.string(), name: z.string(), count: z.number().int() })

/** POST /api/v1/ranking-imports: the publication created. */
export const rankingPublished = z.object({ id: z.string(), rows_count: z.number().int() })
