import type { Payload, Where } from 'payload'
import { z } from 'zod'
import { addressLine } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { related, relatedId } from '../../domain/relations'
import type { Company, Partner } from '../../payload-types'
import { recordAudit } from '../audit/audit'
import { blockedPartnerIds, blocksOf, setBlocked } from '../auth/credentials'
import type { StaffUser } from '../auth/users'
import { inTransaction } from '../transaction'
import { acceptedCurrentAt, partnersWhoAcceptedCurrent } from '../consents/acceptance'
import { balanceOf } from '../ledger/ledger'
import { findPage, findVisible, isRecordId, type ListQuery, searchWhere } from '../backoffice/simpleRest'
import { potentialGroupField } from '../companies/companies'

export const PARTNER_SORTABLE = ['email', 'first_name', 'last_name', 'programme', 'potential_group', 'createdAt'] as const

type Block = { blockedAt: string; reason: string | null } | undefined

function partnerRow(partner: Partner, block: Block) {
  const company = related<Company>(partner.company)
  return {
    id: partner.id,
    email: partner.email,
    first_name: partner.first_name,
    last_name: partner.last_name,
    name: partner.name ?? null,
    phone: partner.phone ?? null,
    programme: partner.programme,
    potential_group: partner.potential_group ?? null,
    company: company?.name ?? null,
    company_id: relatedId(partner.company),
    blocked: Boolean(block),
    blocked_at: block?.blockedAt ?? null,
    blocked_reason: block?.reason ?? null,
    confirmed_at: partner.confirmed_at ?? null,
    createdAt: partner.createdAt,
  }
}

async function partnerWhere(payload: Payload, filter: Record<string, unknown>): Promise<Where> {
  const conditions: Where[] = []
  const search = searchWhere(filter.q, ['email', 'first_name', 'last_name', 'name', 'phone'])
  if (search) conditions.push(search)
  if (typeof filter.programme === 'string') conditions.push({ programme: { equals: filter.programme } })
  if (typeof filter.potential_group === 'string') conditions.push({ potential_group: { equals: filter.potential_group } })
  if (isRecordId(filter.company)) conditions.push({ company: { equals: filter.company } })
  if (isRecordId(filter.province)) {
    conditions.push({
      or: [
        { 'residence_address.province': { equals: filter.province } },
        { 'correspondence_address.province': { equals: filter.province } },
        { 'company.address.province': { equals: filter.province } },
      ],
    })
  }
  if (typeof filter.blocked === 'boolean') {
    const ids = await blockedPartnerIds(payload)
    // An empty `in` list is not "nobody" to every adapter; an id no record has is.
    conditions.push(
      filter.blocked
        ? { id: { in: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] } }
        : ids.length
          ? { id: { not_in: ids } }
          : {},
    )
  }
  if (typeof filter.accepted === 'boolean') {
    const ids = await partnersWhoAcceptedCurrent(payload)
    // An empty `in` list is not "nobody" to every adapter; an id no record has is.
    conditions.push(
      filter.accepted
        ? { id: { in: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] } }
        : ids.length
          ? { id: { not_in: ids } }
          : {},
    )
  }
  return conditions.length ? { and: conditions } : {}
}

/** The back office's partner list, with the staff member's own access rules applied. */
export async function listPartners(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await findPage(payload, staff, 'partners', await partnerWhere(payload, query.filter), query, 1)
  const blocks = await blocksOf(
    payload,
    result.docs.map((partner) => partner.id),
  )
  return { rows: result.docs.map((partner) => partnerRow(partner, blocks.get(partner.id))), total: result.totalDocs }
}

export async function findPartner(payload: Payload, staff: StaffUser, id: string): Promise<Partner> {
  return findVisible(payload, staff, 'partners', id, 'Nie znaleziono partnera.', 2)
}

const addressText = (address: Partner['residence_address']) =>
  addressLine(address, { after: related<{ name: string }>(address?.province)?.name })

/** One partner for the show page: the list row plus balances, addresses and whether the current documents are accepted. */
export async function partnerDetails(payload: Payload, staff: StaffUser, partner: Partner) {
  const [balance, acceptedAt, blocks] = await Promise.all([
    balanceOf(payload, partner.id, staff),
    acceptedCurrentAt(payload, { ...partner, collection: 'partners' }),
    blocksOf(payload, [partner.id]),
  ])
  const company = related<Company>(partner.company)
  return {
    ...partnerRow(partner, blocks.get(partner.id)),
    ...balance,
    accepted_current_documents: acceptedAt !== null,
    residence_address: addressText(partner.residence_address),
    correspondence_address: addressText(partner.correspondence_address),
    company_tax_identifier: company?.tax_identifier ?? null,
    company_sap: company?.sap ?? null,
    company_region: company?.region ?? null,
    is_ranking_winner: Boolean(partner.is_ranking_winner),
  }
}

const partnerEdit = z.object({ potential_group: potentialGroupField })

/** Staff own only the partner's group here; everything else is the partner's own data. */
export async function updatePartner(payload: Payload, staff: StaffUser, id: string, body: unknown) {
  const partner = await findPartner(payload, staff, id)
  const input = parseBody(partnerEdit, body)
  // The collection's audit hook records the change with who made it (req.user is the staff member).
  const updated = await payload.update({
    collection: 'partners',
    id: partner.id,
    data: { potential_group: input.potential_group || null },
    depth: 2,
    user: staff,
    overrideAccess: false,
  })
  return partnerDetails(payload, staff, updated)
}

const blockRequest = z.object({
  reason: z.string({ error: 'Podaj powód blokady.' }).trim().min(3, 'Podaj powód blokady.').max(200, 'Najwyżej 200 znaków.'),
})

/** Blocks or unblocks the partner's login; a blocked partner's open sessions stop working at once. */
export async function setPartnerBlocked(payload: Payload, staff: StaffUser, id: string, blocked: boolean, body: unknown) {
  const partner = await findPartner(payload, staff, id)
  const reason = blocked ? parseBody(blockRequest, body).reason : null
  await inTransaction(payload, async (req) => {
    // One conditional change of the login row (and, for a block, the end of every session) with its audit entry.
    const before = await setBlocked(payload, req, partner.id, reason)
    if (!before) return
    const after = blocked ? { blocked_at: new Date().toISOString(), blocked_reason: reason } : { blocked_at: null, blocked_reason: null }
    await recordAudit(
      payload,
      staff,
      {
        action: blocked ? 'partner.block' : 'partner.unblock',
        resource: 'partners',
        resourceId: partner.id,
        label: partner.email,
        before: { blocked_at: before.blockedAt, blocked_reason: before.reason },
        after,
      },
      req,
    )
  })
  return partnerDetails(payload, staff, partner)
}
