import type { Payload } from 'payload'
import { fromTenths } from '@portal/shared'
import type { PartnerUser } from '../auth/users'

/** "Download my data": everything stored about the partner, as one JSON document. */
export async function exportPartnerData(payload: Payload, partner: PartnerUser) {
  const [record, statements, invitations, ledger] = await Promise.all([
    payload.findByID({ collection: 'partners', id: partner.id, depth: 2, user: partner, overrideAccess: false }),
    payload.find({
      collection: 'statements',
      where: { partner: { equals: partner.id } },
      sort: 'accepted_at',
      depth: 1,
      pagination: false,
      user: partner,
      overrideAccess: false,
    }),
    // Invitations are staff records; the partner sees the one that registered them.
    payload.find({
      collection: 'invitations',
      where: { partner: { equals: partner.id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'ledger-entries',
      where: { partner: { equals: partner.id } },
      sort: 'seq',
      depth: 0,
      pagination: false,
      user: partner,
      overrideAccess: false,
    }),
  ])
  return {
    exported_at: new Date().toISOString(),
    // Passwords and sessions live in their own tables, so the record holds nothing secret.
    partner: record,
    statements: statements.docs.map((s) => ({
      accepted_at: s.accepted_at,
      accept_regulations: s.accept_regulations,
      accept_privacy_policy: s.accept_privacy_policy,
      accept_marketing_data_process: s.accept_marketing_data_process,
      regulations_version: s.regulations_version ?? (typeof s.regulations === 'object' ? (s.regulations?.version ?? null) : null),
      privacy_policy_version:
        s.privacy_policy_version ?? (typeof s.privacy_policy === 'object' ? (s.privacy_policy?.version ?? null) : null),
      ip: s.ip,
      user_agent: s.user_agent,
    })),
    points: ledger.docs.map((e) => ({
      date: e.createdAt,
      label: e.label,
      points: fromTenths(e.amount_tenths),
      source: e.source,
      reference: e.reference,
    })),
    invitations: invitations.docs.map((i) => ({
      email: i.email,
      first_name: i.first_name,
      last_name: i.last_name,
      used_at: i.used_at,
      kth_id: i.kth_id,
    })),
  }
}
