import { z } from 'zod'
import { emailField, phoneField, REQUIRED } from './registration'

/** The contact form (spec §2): subject, body, e-mail, phone and, for guests, the captcha answer. */
export const contactMessageRequest = z.object({
  subject: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(150, 'Najwyżej 150 znaków.'),
  body: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(5000, 'Najwyżej 5000 znaków.'),
  email: emailField,
  phone: phoneField,
  captcha: z.string().trim().max(20).optional(),
})

export type ContactMessageRequest = z.input<typeof contactMessageRequest>

export const CONTACT_FAILED = 'Błąd wysyłania wiadomości'
export const CONTACT_SENT = 'Wiadomość została wysłana.'
