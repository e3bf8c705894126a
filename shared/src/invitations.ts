/** An invitation as staff see it: sent (open), used (an account was made), expired, revoked. */
export const INVITATION_STATUSES = ['sent', 'used', 'expired', 'revoked'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]
export type InvitationAction = 'resend' | 'revoke'

type InvitationDates = { used_at?: string | null; revoked_at?: string | null; expires_at: string }

/** The one reading of an invitation's dates: used first, then revoked, then past its expiry. */
export function invitationStatus(invitation: InvitationDates, now = Date.now()): InvitationStatus {
  if (invitation.used_at) return 'used'
  if (invitation.revoked_at) return 'revoked'
  return Date.parse(invitation.expires_at) < now ? 'expired' : 'sent'
}

/** What staff may do with it: an open or expired invitation can be sent again (a fresh link) or revoked. */
export const invitationActions = (status: InvitationStatus): InvitationAction[] =>
  status === 'sent' || status === 'expired' ? ['resend', 'revoke'] : []
