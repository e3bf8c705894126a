import type { Payload, Where } from 'payload'
import { z } from 'zod'
import { addressLine, CONTEST_REGIONS, POINT_TENTHS, POTENTIAL_GROUPS } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import type { Company, LedgerEntry, Partner, Staff, Statement } from '../../payload-types'
import { recordAudit } from '../audit/audit'
import { blockedPartnerIds, blocksOf, setBlocked } from '../auth/credentials'
import { inTransaction } from '../transaction'
import { acceptedCurrentAt, partnersWhoAcceptedCurrent } from '../consents/acceptance'
import { balanceOf } from '../ledger/ledger'
import { isRecordId, type ListQuery, searchWhere } from './simpleRest'

type StaffUser = Staff & { collection: 'staff' }

export const PARTNER_SORTABLE = ['email', 'first_name', 'last_name', 'programme', 'potential_group', 'createdAt'] as const
export const COMPANY_SORTABLE = ['name', 'tax_identifier', 'sap', 'potential_group', 'region', 'createdAt'] as const
export const LEDGER_SORTABLE = ['createdAt', 'amount_tenths'] as const
export const STATEMENT_SORTABLE = ['accepted_at'] as const

const relation = <T extends object>(value: unknown): T | null => (value && typeof value === 'object' ? (value as T) : null)
const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : (relation<{ id: string }>(value)?.id ?? null))

type Block = { blockedAt: string; reason: string | null } | undefined

export function partnerRow(partner: Partner, block: Block) {
  const company = relation<Company>(partner.company)
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
    company_id: idOf(partner.company),
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
  const result = await payload.find({
    collection: 'partners',
    where: await partnerWhere(payload, query.filter),
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    user: staff,
    overrideAccess: false,
  })
  const blocks = await blocksOf(
    payload,
    result.docs.map((partner) => partner.id),
  )
  return { rows: result.docs.map((partner) => partnerRow(partner, blocks.get(partner.id))), total: result.totalDocs }
}

export async function findPartner(payload: Payload, staff: StaffUser, id: string): Promise<Partner> {
  const partner = isRecordId(id)
    ? (
        await payload.find({
          collection: 'partners',
          where: { id: { equals: id } },
          limit: 1,
          depth: 2,
          user: staff,
          overrideAccess: false,
        })
      ).docs[0]
    : undefined
  if (!partner) throw new AppError(404, 'Nie znaleziono partnera.')
  return partner
}

const addressText = (address: Partner['residence_address']) =>
  addressLine(address, { after: relation<{ name: string }>(address?.province)?.name })

/** One partner for the show page: the list row plus balances, addresses and whether the current documents are accepted. */
export async function partnerDetails(payload: Payload, staff: StaffUser, partner: Partner) {
  const [balance, acceptedAt, blocks] = await Promise.all([
    balanceOf(payload, partner.id, staff),
    acceptedCurrentAt(payload, { ...partner, collection: 'partners' }),
    blocksOf(payload, [partner.id]),
  ])
  const company = relation<Company>(partner.company)
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

const groupField = z
  .enum([...POTENTIAL_GROUPS, ''], { error: `Wybierz grupę: ${POTENTIAL_GROUPS.join(' lub ')}.` })
  .nullable()
  .optional()

const partnerEdit = z.object({ potential_group: groupField })

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
        before: { blocked_at: before.blockedAt, blocked_reason: before.reason },
        after,
      },
      req,
    )
  })
  return partnerDetails(payload, staff, partner)
}

export function companyRow(company: Company) {
  return {
    id: company.id,
    name: company.name,
    tax_identifier: company.tax_identifier,
    sap: company.sap ?? null,
    potential_group: company.potential_group ?? null,
    region: company.region ?? null,
    province: relation<{ name: string }>(company.address?.province)?.name ?? null,
    city: company.address?.city ?? null,
    createdAt: company.createdAt,
  }
}

function companyWhere(filter: Record<string, unknown>): Where {
  const conditions: Where[] = []
  const search = searchWhere(filter.q, ['name', 'tax_identifier', 'sap'])
  if (search) conditions.push(search)
  if (typeof filter.potential_group === 'string') conditions.push({ potential_group: { equals: filter.potential_group } })
  if (typeof filter.region === 'string') conditions.push({ region: { equals: filter.region } })
  if (isRecordId(filter.province)) conditions.push({ 'address.province': { equals: filter.province } })
  return conditions.length ? { and: conditions } : {}
}

export async function listCompanies(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await payload.find({
    collection: 'companies',
    where: companyWhere(query.filter),
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map(companyRow), total: result.totalDocs }
}

export async function findCompany(payload: Payload, staff: StaffUser, id: string): Promise<Company> {
  const company = isRecordId(id)
    ? (
        await payload.find({
          collection: 'companies',
          where: { id: { equals: id } },
          limit: 1,
          depth: 1,
          user: staff,
          overrideAccess: false,
        })
      ).docs[0]
    : undefined
  if (!company) throw new AppError(404, 'Nie znaleziono firmy.')
  return company
}

const companyEdit = z.object({
  sap: z
    .string({ error: 'Numer SAP to tekst.' })
    .trim()
    .max(20, 'Najwyżej 20 znaków.')
    .regex(/^[0-9A-Za-z-]*$/, 'Numer SAP może zawierać tylko cyfry, litery i myślnik.')
    .nullable()
    .optional(),
  potential_group: groupField,
  region: z
    .enum([...CONTEST_REGIONS, ''], { error: `Wybierz region: ${CONTEST_REGIONS.join(', ')}.` })
    .nullable()
    .optional(),
})

/** The fields staff own on a company: SAP number, group and contest region. */
export async function updateCompany(payload: Payload, staff: StaffUser, id: string, body: unknown) {
  const company = await findCompany(payload, staff, id)
  const input = parseBody(companyEdit, body)
  const data = { sap: input.sap || null, potential_group: input.potential_group || null, region: input.region || null }
  return companyRow(await payload.update({ collection: 'companies', id: company.id, data, depth: 1, user: staff, overrideAccess: false }))
}

export function ledgerRow(entry: LedgerEntry) {
  return {
    id: entry.id,
    partner_id: idOf(entry.partner),
    label: entry.label,
    points: entry.amount_tenths / POINT_TENTHS,
    source: entry.source,
    reference: entry.reference ?? null,
    createdAt: entry.createdAt,
  }
}

/** One partner's ledger (the show page); the whole ledger is the auditors' export. */
export async function listLedger(payload: Payload, staff: StaffUser, query: ListQuery) {
  if (!isRecordId(query.filter.partner)) throw new AppError(400, 'Podaj partnera (filter.partner).')
  const result = await payload.find({
    collection: 'ledger-entries',
    where: { partner: { equals: query.filter.partner } },
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 0,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map(ledgerRow), total: result.totalDocs }
}

function statementRow(statement: Statement) {
  const version = (value: unknown) => relation<{ version?: string | null; title?: string | null }>(value)?.version ?? null
  return {
    id: statement.id,
    partner_id: idOf(statement.partner),
    regulations: version(statement.regulations),
    privacy_policy: version(statement.privacy_policy),
    accept_regulations: Boolean(statement.accept_regulations),
    accept_privacy_policy: Boolean(statement.accept_privacy_policy),
    accept_marketing_data_process: Boolean(statement.accept_marketing_data_process),
    accepted_at: statement.accepted_at,
    ip: statement.ip ?? null,
  }
}

/** One partner's consent statements, newest first. */
export async function listStatements(payload: Payload, staff: StaffUser, query: ListQuery) {
  if (!isRecordId(query.filter.partner)) throw new AppError(400, 'Podaj partnera (filter.partner).')
  const result = await payload.find({
    collection: 'statements',
    where: { partner: { equals: query.filter.partner } },
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map(statementRow), total: result.totalDocs }
}
