import { z } from 'zod'

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
