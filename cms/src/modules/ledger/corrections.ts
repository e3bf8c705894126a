import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { fromTenths, isWholeTenths, toTenths } from '@portal/shared'
import { readCsv } from '../../domain/csv'
import { AppError, parseBody, validationError } from '../../domain/errors'
import type { LedgerEntry, Partner } from '../../payload-types'
import { recordAudit } from '../audit/audit'
import { appendEntry, spendPoints } from './ledger'
import { inTransaction } from '../transaction'
import { findPage, type ListQuery } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'

export const ADJUSTMENT_SORTABLE = ['createdAt', 'amount_tenths'] as const

// Ledger entries and partners are read and written by this service for the staff member the route checked.
const asService = { overrideAccess: true } as const

const pointsField = z.coerce
  .number({ error: 'Podaj liczbę punktów.' })
  .refine((value) => Number.isFinite(value) && value !== 0, 'Podaj liczbę punktów różną od zera (ujemną, aby odjąć).')
  .refine((value) => isWholeTenths(value), 'Najwyżej jedno miejsce po przecinku.')
  .refine((value) => Math.abs(value) <= 1_000_000, 'Najwyżej 1 000 000 PKT w jednej korekcie.')

const adjustmentRequest = z.object({
  partner_email: z.string({ error: 'Podaj e-mail partnera.' }).trim().toLowerCase().min(1, 'Podaj e-mail partnera.'),
  points: pointsField,
  reason: z.string({ error: 'Podaj powód korekty.' }).trim().min(3, 'Podaj powód korekty.').max(200, 'Najwyżej 200 znaków.'),
})

function adjustmentRow(entry: LedgerEntry) {
  const partner = entry.partner && typeof entry.partner === 'object' ? entry.partner : null
  return {
    id: entry.id,
    partner_email: partner?.email ?? null,
    partner: partner ? `${partner.first_name} ${partner.last_name}` : null,
    points: fromTenths(entry.amount_tenths),
    reason: entry.label.replace(/^Korekta: /, ''),
    createdAt: entry.createdAt,
  }
}

export async function listAdjustments(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await findPage(payload, staff, 'ledger-entries', { source: { equals: 'correction' } }, query, 1)
  return { rows: result.docs.map(adjustmentRow), total: result.totalDocs }
}

async function partnerByEmail(payload: Payload, email: string, req?: PayloadRequest): Promise<Partner | undefined> {
  return (await payload.find({ collection: 'partners', where: { email: { equals: email } }, limit: 1, depth: 0, req, ...asService }))
    .docs[0]
}

/** One correction inside the caller's transaction: a credit, or a debit that never takes the balance below zero. */
async function applyAdjustment(
  payload: Payload,
  req: PayloadRequest,
  staff: StaffUser,
  partner: Partner,
  points: number,
  reason: string,
): Promise<LedgerEntry> {
  const amountTenths = toTenths(points)
  const entry = { partnerId: partner.id, label: `Korekta: ${reason}`, source: 'correction' as const, reference: staff.email }
  let written: LedgerEntry
  try {
    written =
      amountTenths > 0
        ? await appendEntry(payload, req, { ...entry, amountTenths })
        : await spendPoints(payload, req, { ...entry, amountTenths: -amountTenths })
  } catch (error) {
    if (error instanceof AppError && error.status === 422)
      throw validationError({ points: [`Korekta zabrałaby więcej punktów, niż ma partner ${partner.email}.`] })
    throw error
  }
  await recordAudit(
    payload,
    staff,
    {
      action: 'ledger.adjust',
      resource: 'partners',
      resourceId: partner.id,
      label: partner.email,
      before: null,
      after: { points, reason, ledger_entry: written.id },
    },
    req,
  )
  return written
}

/** Credits or debits one partner with a mandatory reason, recorded in the ledger and the audit log. */
export async function adjustPoints(payload: Payload, staff: StaffUser, body: unknown) {
  const input = parseBody(adjustmentRequest, body)
  const partner = await partnerByEmail(payload, input.partner_email)
  if (!partner) throw validationError({ partner_email: ['Nie ma partnera o tym adresie e-mail.'] })
  const entry = await inTransaction(payload, (req) => applyAdjustment(payload, req, staff, partner, input.points, input.reason), {
    retryOnConflict: 5,
  })
  return { id: entry.id, partner_email: partner.email, points: input.points, reason: input.reason, createdAt: entry.createdAt }
}

type FileRow = { row: number; email: string; points: number; reason: string }

/** A CSV of corrections: `E-mail;Punkty;Powód`, a header line allowed, points with a comma or a dot. */
function readAdjustmentsCsv(text: string) {
  const rows: FileRow[] = []
  const errors: Array<{ row: number; message: string }> = []
  readCsv(text, [';']).forEach((cells, i) => {
    if (cells.length === 0 || (i === 0 && /e-?mail/i.test(cells[0] ?? ''))) return
    // A reason with an unquoted ";" stays whole.
    const [email = '', points = '', ...reason] = cells
    const parsed = adjustmentRequest.safeParse({
      partner_email: email,
      points: points.replace(/\s/g, '').replace(',', '.'),
      reason: reason.join(';'),
    })
    if (parsed.success) rows.push({ row: i + 1, email: parsed.data.partner_email, points: parsed.data.points, reason: parsed.data.reason })
    else errors.push({ row: i + 1, message: parsed.error.issues.map((issue) => issue.message).join(' ') })
  })
  return { rows, errors }
}

/**
 * The dry run finds every problem (unknown partner, bad number, missing reason, a debit beyond the
 * balance after the file's earlier rows); applying writes all rows in one transaction or none.
 */
export async function importAdjustments(payload: Payload, staff: StaffUser, text: string, dryRun: boolean) {
  const { rows, errors } = readAdjustmentsCsv(text)
  const total = rows.length + errors.length
  if (total === 0) throw validationError({ file: ['Plik nie zawiera korekt.'] })
  const partners = new Map<string, Partner>()
  const balances = new Map<string, number>()
  for (const row of rows) {
    const partner = partners.get(row.email) ?? (await partnerByEmail(payload, row.email))
    if (!partner) {
      errors.push({ row: row.row, message: `Nie ma partnera o adresie ${row.email}.` })
      continue
    }
    partners.set(row.email, partner)
    if (!balances.has(partner.id)) {
      const entries = await payload.find({
        collection: 'ledger-entries',
        where: { partner: { equals: partner.id } },
        pagination: false,
        depth: 0,
        ...asService,
      })
      balances.set(
        partner.id,
        entries.docs.reduce((sum, e) => sum + e.amount_tenths, 0),
      )
    }
    const after = balances.get(partner.id)! + toTenths(row.points)
    if (after < 0) errors.push({ row: row.row, message: `Korekta zabrałaby więcej punktów, niż ma partner ${row.email}.` })
    else balances.set(partner.id, after)
  }
  errors.sort((a, b) => a.row - b.row)
  const valid = rows.filter((row) => !errors.some((e) => e.row === row.row))
  if (dryRun) return { rows: total, valid: valid.length, errors, applied: 0 }
  if (errors.length) throw validationError(Object.fromEntries(errors.map((e) => [`rows.${e.row}`, [e.message]])))
  await inTransaction(
    payload,
    async (req) => {
      for (const row of valid) await applyAdjustment(payload, req, staff, partners.get(row.email)!, row.points, row.reason)
    },
    { retryOnConflict: 5 },
  )
  return { rows: valid.length, valid: valid.length, errors: [], applied: valid.length }
}
