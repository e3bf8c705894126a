import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { createInvitationRequest, INVITATION_VALID_DAYS, links, normalizePhone } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import { programmeContact, sendEmail } from '../email/send'
import { invitationEmail } from '../email/templates'
import type { StaffUser } from '../auth/users'

/** Creates an invitation with an unguessable key and e-mails its link to the invitee. */
export async function createInvitation(payload: Payload, staff: StaffUser, body: unknown, baseUrl: string) {
  const input = parseBody(createInvitationRequest, body)
  const existing = await payload.count({
    collection: 'partners',
    where: { email: { equals: input.email } },
    user: staff,
    overrideAccess: false,
  })
  if (existing.totalDocs > 0) throw new AppError(409, 'Partner z tym adresem e-mail ma już konto.')
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000)
  const invitation = await payload.create({
    collection: 'invitations',
    data: {
      key: crypto.randomBytes(24).toString('base64url'),
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone ? normalizePhone(input.phone) : null,
      kth_id: input.kth_id || null,
      company: input.company || null,
      expires_at: expiresAt.toISOString(),
    },
    user: staff,
    overrideAccess: false,
  })
  const contact = await programmeContact(payload, 'contest')
  await sendEmail(
    payload,
    invitation.email,
    invitationEmail(contact, { firstName: invitation.first_name, url: `${baseUrl}${links.invitation(invitation.key)}`, expiresAt }),
  )
  return invitation
}
