import type { Payload, Where } from 'payload'
import { z } from 'zod'
import { CONTEST_REGIONS, POTENTIAL_GROUPS } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { related } from '../../domain/relations'
import type { Company } from '../../payload-types'
import type { StaffUser } from '../auth/users'
import { findPage, findVisible, isRecordId, type ListQuery, searchWhere } from '../backoffice/simpleRest'

export const COMPANY_SORTABLE = ['name', 'tax_identifier', 'sap', 'potential_group', 'region', 'createdAt'] as const

/** A company's (or its partner's) potential group as staff set it; empty clears it. */
export const potentialGroupField = z
  .enum([...POTENTIAL_GROUPS, ''], { error: `Wybierz grupę: ${POTENTIAL_GROUPS.join(' lub ')}.` })
  .nullable()
  .optional()

export function companyRow(company: Company) {
  return {
    id: company.id,
    name: company.name,
    tax_identifier: company.tax_identifier,
    sap: company.sap ?? null,
    potential_group: company.potential_group ?? null,
    region: company.region ?? null,
    province: related<{ name: string }>(company.address?.province)?.name ?? null,
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
  const result = await findPage(payload, staff, 'companies', companyWhere(query.filter), query, 1)
  return { rows: result.docs.map(companyRow), total: result.totalDocs }
}

export async function findCompany(payload: Payload, staff: StaffUser, id: string): Promise<Company> {
  return findVisible(payload, staff, 'companies', id, 'Nie znaleziono firmy.')
}

const companyEdit = z.object({
  sap: z
    .string({ error: 'Numer SAP to tekst.' })
    .trim()
    .max(20, 'Najwyżej 20 znaków.')
    .regex(/^[0-9A-Za-z-]*$/, 'Numer SAP może zawierać tylko cyfry, litery i myślnik.')
    .nullable()
    .optional(),
  potential_group: potentialGroupField,
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
