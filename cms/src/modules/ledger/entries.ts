import type { Payload } from 'payload'
import { fromTenths } from '@portal/shared'
import { AppError } from '../../domain/errors'
import { relatedId } from '../../domain/relations'
import type { LedgerEntry } from '../../payload-types'
import type { StaffUser } from '../auth/users'
import { findPage, isRecordId, type ListQuery } from '../backoffice/simpleRest'

export const LEDGER_SORTABLE = ['createdAt', 'amount_tenths'] as const

function ledgerRow(entry: LedgerEntry) {
  return {
    id: entry.id,
    partner_id: relatedId(entry.partner),
    label: entry.label,
    points: fromTenths(entry.amount_tenths),
    source: entry.source,
    reference: entry.reference ?? null,
    createdAt: entry.createdAt,
  }
}

/** One partner's ledger (the show page); the whole ledger is the auditors' export. */
export async function listLedger(payload: Payload, staff: StaffUser, query: ListQuery) {
  if (!isRecordId(query.filter.partner)) throw new AppError(400, 'Podaj partnera (filter.partner).')
  const result = await findPage(payload, staff, 'ledger-entries', { partner: { equals: query.filter.partner } }, query)
  return { rows: result.docs.map(ledgerRow), total: result.totalDocs }
}
