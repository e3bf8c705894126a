import type { Payload } from 'payload'
import { AppError } from '../../domain/errors'
import { related, relatedId } from '../../domain/relations'
import type { Statement } from '../../payload-types'
import type { StaffUser } from '../auth/users'
import { findPage, isRecordId, type ListQuery } from '../backoffice/simpleRest'

export const STATEMENT_SORTABLE = ['accepted_at'] as const

function statementRow(statement: Statement) {
  // The version as accepted (kept on the statement); the document's own for statements from before it was kept.
  const version = (value: unknown, kept?: string | null) => kept ?? related<{ version?: string | null }>(value)?.version ?? null
  return {
    id: statement.id,
    partner_id: relatedId(statement.partner),
    regulations: version(statement.regulations, statement.regulations_version),
    regulations_sha256: statement.regulations_sha256 ?? null,
    privacy_policy: version(statement.privacy_policy, statement.privacy_policy_version),
    privacy_policy_sha256: statement.privacy_policy_sha256 ?? null,
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
