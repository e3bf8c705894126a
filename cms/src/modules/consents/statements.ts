import type { Payload } from 'payload'
import { AppError } from '../../domain/errors'
import { related, relatedId } from '../../domain/relations'
import type { Statement } from '../../payload-types'
import type { StaffUser } from '../auth/users'
import { findPage, isRecordId, type ListQuery } from '../backoffice/simpleRest'

export const STATEMENT_SORTABLE = ['accepted_at'] as const

function statementRow(statement: Statement) {
  const version = (value: unknown) => related<{ version?: string | null; title?: string | null }>(value)?.version ?? null
  return {
    id: statement.id,
    partner_id: relatedId(statement.partner),
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
  const result = await findPage(payload, staff, 'statements', { partner: { equals: query.filter.partner } }, query, 1)
  return { rows: result.docs.map(statementRow), total: result.totalDocs }
}
