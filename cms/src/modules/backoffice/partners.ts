import type { Payload, Where } from 'payload'
import type { Partner, Staff } from '../../payload-types'
import { type ListQuery, searchWhere } from './simpleRest'

export const PARTNER_SORTABLE = ['email', 'first_name', 'last_name', 'programme', 'potential_group', 'createdAt'] as const

export type PartnerRow = {
  id: string
  email: string
  first_name: string
  last_name: string
  name: string | null
  phone: string | null
  programme: Partner['programme']
  potential_group: Partner['potential_group'] | null
  company: string | null
  createdAt: string
}

function toRow(partner: Partner): PartnerRow {
  const company = partner.company && typeof partner.company === 'object' ? partner.company.name : null
  return {
    id: partner.id,
    email: partner.email,
    first_name: partner.first_name,
    last_name: partner.last_name,
    name: partner.name ?? null,
    phone: partner.phone ?? null,
    programme: partner.programme,
    potential_group: partner.potential_group ?? null,
    company,
    createdAt: partner.createdAt,
  }
}

/** The back office's partner list, with the staff member's own access rules applied. */
export async function listPartners(payload: Payload, staff: Staff & { collection: 'staff' }, query: ListQuery) {
  const conditions: Where[] = []
  const search = searchWhere(query.filter.q, ['email', 'first_name', 'last_name', 'name'])
  if (search) conditions.push(search)
  if (typeof query.filter.programme === 'string') conditions.push({ programme: { equals: query.filter.programme } })
  if (typeof query.filter.potential_group === 'string') conditions.push({ potential_group: { equals: query.filter.potential_group } })
  const result = await payload.find({
    collection: 'partners',
    where: conditions.length ? { and: conditions } : {},
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map(toRow), total: result.totalDocs }
}
