import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { parseBody } from '../../domain/errors'
import type { ContactMessage } from '../../payload-types'
import { programmeContact, sendEmail } from '../email/send'
import { contactReplyEmail, languageOf } from '../email/templates'
import { findPage, findVisible, type ListQuery, searchWhere } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'
import { recordAudit } from '../audit/audit'
import { sqlFor } from '../sql'
import { inTransaction } from '../transaction'

export const MESSAGE_SORTABLE = ['createdAt', 'status', 'subject'] as const

export function messageRow(message: ContactMessage) {
  const partner = message.partner && typeof message.partner === 'object' ? message.partner : null
  const answeredBy = message.answered_by && typeof message.answered_by === 'object' ? message.answered_by : null
  return {
    id: message.id,
    subject: message.subject,
    body: message.body,
    email: message.email,
    phone: message.phone ?? null,
    partner: partner ? `${partner.first_name} ${partner.last_name}` : null,
    department_email: message.department_email ?? null,
    status: message.status,
    answered_at: message.answered_at ?? null,
    answered_by: answeredBy?.email ?? null,
    replies: (message.replies ?? []).map((reply) => ({ body: reply.body, staff_email: reply.staff_email, sent_at: reply.sent_at })),
    createdAt: message.createdAt,
  }
}

export async function listMessages(payload: Payload, staff: StaffUser, query: ListQuery) {
  const conditions: Where[] = []
  const search = searchWhere(query.filter.q, ['subject', 'email', 'body'])
  if (search) conditions.push(search)
  if (query.filter.status === 'new' || query.filter.status === 'answered') conditions.push({ status: { equals: query.filter.status } })
  const result = await findPage(payload, staff, 'contact-messages', conditions.length ? { and: conditions } : {}, query, 1)
  return { rows: result.docs.map(messageRow), total: result.totalDocs }
}

export async function findMessage(payload: Payload, staff: StaffUser, id: string): Promise<ContactMessage> {
  return findVisible(payload, staff, 'contact-messages', id, 'Nie znaleziono wiadomości.')
}

const replyRequest = z.object({
  reply: z.string({ error: 'Wpisz odpowiedź.' }).trim().min(1, 'Wpisz odpowiedź.').max(10000, 'Najwyżej 10000 znaków.'),
})

/** Answers the sender by e-mail (quoting their message) and marks the message answered. */
export async function replyToMessage(payload: Payload, staff: StaffUser, id: string, body: unknown) {
  const { reply } = parseBody(replyRequest, body)
  const message = await findMessage(payload, staff, id)
  const partner = message.partner && typeof message.partner === 'object' ? message.partner : null
  const contact = await programmeContact(payload, partner?.programme ?? 'contest')
  await sendEmail(
    payload,
    message.email,
    contactReplyEmail(contact, { subject: message.subject, question: message.body, reply }, languageOf(partner)),
  )
  const sent = { body: reply, staff_email: staff.email, sent_at: new Date().toISOString() }
  return inTransaction(payload, async (req) => {
    // Two staff replying at once both stay in the thread: the second waits for the first's row and reads its reply.
    await (await sqlFor(payload, req)).execute(sql`SELECT 1 FROM contact_messages WHERE id = ${message.id} FOR UPDATE`)
    const current = await payload.findByID({ collection: 'contact-messages', id: message.id, depth: 0, req, overrideAccess: true })
    const answered = await markAnswered(payload, staff, message.id, [...(current.replies ?? []), sent], req)
    await recordAudit(
      payload,
      staff,
      {
        action: 'contact.reply',
        resource: 'contact-messages',
        resourceId: message.id,
        label: `${message.subject} (${message.email})`,
        after: sent,
      },
      req,
    )
    return answered
  })
}

/** For messages answered by phone or elsewhere. */
export async function markAnswered(
  payload: Payload,
  staff: StaffUser,
  id: string,
  replies?: ContactMessage['replies'],
  req?: PayloadRequest,
) {
  // Messages are not editable through the API; answering is this service's one change to them.
  const updated = await payload.update({
    collection: 'contact-messages',
    id,
    data: { status: 'answered', answered_at: new Date().toISOString(), answered_by: staff.id, ...(replies ? { replies } : {}) },
    depth: 1,
    overrideAccess: true,
    req,
  })
  return messageRow(updated)
}
