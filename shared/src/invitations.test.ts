import { describe, expect, it } from 'vitest'
import { invitationActions, invitationStatus } from './invitations'

describe('invitation status', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('reads used before revoked before expired', () => {
    expect(invitationStatus({ used_at: '2026-11-01', revoked_at: '2026-11-02', expires_at: '2026-11-03' }, now)).toBe('used')
    expect(invitationStatus({ revoked_at: '2026-11-02', expires_at: '2026-11-03' }, now)).toBe('revoked')
    expect(invitationStatus({ expires_at: '2026-11-23T11:59:59Z' }, now)).toBe('expired')
    expect(invitationStatus({ expires_at: '2026-11-23T12:00:00Z' }, now)).toBe('sent')
  })

  it('lets staff resend or revoke only an open or expired invitation', () => {
    expect(invitationActions('sent')).toEqual(['resend', 'revoke'])
    expect(invitationActions('expired')).toEqual(['resend', 'revoke'])
    expect(invitationActions('used')).toEqual([])
    expect(invitationActions('revoked')).toEqual([])
  })
})
