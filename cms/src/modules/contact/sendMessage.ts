import type { Payload } from 'payload'
import { contactMessageRequest } from '@portal/shared'
import { parseBody, validationError } from '../../domain/errors'
import type { ContactMessage, Partner } from '../../payload-types'
import { programmeContact, sendEmail } from '../email/send'
import { contactMessageEmail } from '../email/templates'
import { consume, type RateLimitStore } from '../rate-limit/limiter'
import { checkCaptcha } from './captcha'

type Sender = { partner?: Partner; ip: string; captchaToken?: string }

const FIFTEEN_MINUTES = 15 * 60 * 1000
const LIMITS = {
  ip: { name: 'contact-ip', max: 20, windowMs: FIFTEEN_MINUTES },
  email: { name: 'contact-email', max: 5, windowMs: FIFTEEN_MINUTES },
  partner: { name: 'contact-partner', max: 5, windowMs: FIFTEEN_MINUTES },
}

/**
 * Stores the message and e-mails it to the department of the sender's programme (guests: the
 * contest's, unless only the points scheme runs). Guests must answer the captcha; partners need not.
 */
export async function sendContactMessage(
  payload: Payload,
  rateLimits: RateLimitStore,
  secret: string,
  sender: Sender,
  body: unknown,
): Promise<ContactMessage> {
  const input = parseBody(contactMessageRequest, body)
  // Counted in the shared store: attempts per partner or per IP, and a guest's messages per typed e-mail (a new IP gets no more).
  await consume(rateLimits, [sender.partner ? { ...LIMITS.partner, key: sender.partner.id } : { ...LIMITS.ip, key: sender.ip }])
  if (!sender.partner) {
    const problem = await checkCaptcha(payload, secret, sender.captchaToken, input.captcha)
    if (problem) throw validationError({ captcha: [problem] })
    await consume(rateLimits, [{ ...LIMITS.email, key: input.email }])
  }
  const settings = await payload.findGlobal({ slug: 'programme-settings', depth: 0 })
  const programme = sender.partner?.programme ?? (settings.contest_enabled === false ? 'points' : 'contest')
  const contact = await programmeContact(payload, programme)
  // Staff-only collection; the message is the sender's own, written by this service.
  const message = await payload.create({
    collection: 'contact-messages',
    data: {
      subject: input.subject,
      body: input.body,
      email: input.email,
      phone: input.phone,
      partner: sender.partner?.id ?? null,
      department_email: contact.contactEmail,
      status: 'new',
      ip: sender.ip.slice(0, 64),
    },
    overrideAccess: true,
  })
  await sendEmail(
    payload,
    contact.contactEmail,
    contactMessageEmail(contact, {
      ...input,
      partnerName: sender.partner ? `${sender.partner.first_name} ${sender.partner.last_name}` : null,
    }),
  )
  return message
}
