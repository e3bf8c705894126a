import type { Payload, Where } from 'payload'
import { createInvitationRequest, INVITATION_VALID_DAYS, invitationActions, invitationStatus, links } from '@portal/shared'
import { readCsv } from '../../domain/csv'
import { AppError, validationError } from '../../domain/errors'
import type { Invitation } from '../../payload-types'
import { recordAudit } from '../audit/audit'
import { programmeContact, sendEmail } from '../email/send'
import { invitationEmail } from '../email/templates'
import { createInvitation } from './create'
import { findPage, isRecordId, type ListQuery, searchWhere } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'

export const INVITATION_SORTABLE = ['createdAt', 'email', 'expires_at'] as const

// Invitations are changed by this service for the programme staff member the route checked.
const asService = { overrideAccess: true } as const

function statusWhere(status: unknown): Where | null {
  const now = new Date().toISOString()
  const open: Where[] = [{ used_at: { exists: false } }, { revoked_at: { exists: false } }]
  if (status === 'used') return { used_at: { exists: true } }
  if (status === 'revoked') return { and: [{ used_at: { exists: false } }, { revoked_at: { exists: true } }] }
  if (status === 'expired') return { and: [...open, { expires_at: { less_than: now } }] }
  if (status === 'sent') return { and: [...open, { expires_at: { greater_than_equal: now } }] }
  return null
}

function invitationRow(invitation: Invitation) {
  const company = invitation.company && typeof invitation.company === 'object' ? invitation.company.name : null
  return {
    id: invitation.id,
    email: invitation.email,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    phone: invitation.phone ?? null,
    company,
    status: invitationStatus(invitation),
    allowed_actions: invitationActions(invitationStatus(invitation)),
    expires_at: invitation.expires_at,
    used_at: invitation.used_at ?? null,
    createdAt: invitation.createdAt,
  }
}

export async function listInvitations(payload: Payload, staff: StaffUser, query: ListQuery) {
  const conditions = [searchWhere(query.filter.q, ['email', 'first_name', 'last_name']), statusWhere(query.filter.status)].filter(
    (c): c is Where => c !== null,
  )
  const result = await findPage(payload, staff, 'invitations', conditions.length ? { and: conditions } : {}, query, 1)
  return { rows: result.docs.map(invitationRow), total: result.totalDocs }
}

async function findInvitation(payload: Payload, id: string): Promise<Invitation> {
  const invitation = isRecordId(id)
    ? (await payload.find({ collection: 'invitations', where: { id: { equals: id } }, limit: 1, depth: 1, ...asService })).docs[0]
    : undefined
  if (!invitation) throw new AppError(404, 'Nie znaleziono zaproszenia.')
  return invitation
}

/** Sends the link again, valid for another INVITATION_VALID_DAYS; a used or revoked invitation stays closed. */
export async function resendInvitation(payload: Payload, staff: StaffUser, id: string, baseUrl: string) {
  const invitation = await findInvitation(payload, id)
  const status = invitationStatus(invitation)
  if (!invitationActions(status).includes('resend'))
    throw new AppError(422, status === 'used' ? 'Zaproszenie zostało już wykorzystane.' : 'Zaproszenie zostało unieważnione.')
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000)
  const updated = await payload.update({
    collection: 'invitations',
    id: invitation.id,
    data: { expires_at: expiresAt.toISOString() },
    depth: 1,
    ...asService,
  })
  await recordAudit(payload, staff, {
    action: 'invitation.resend',
    resource: 'invitations',
    resourceId: invitation.id,
    label: invitation.email,
    before: { expires_at: invitation.expires_at },
    after: { expires_at: updated.expires_at },
  })
  const contact = await programmeContact(payload, 'contest')
  await sendEmail(
    payload,
    updated.email,
    invitationEmail(contact, { firstName: updated.first_name, url: `${baseUrl}${links.invitation(updated.key)}`, expiresAt }),
  )
  return invitationRow(updated)
}

export async function revokeInvitation(payload: Payload, staff: StaffUser, id: string) {
  const invitation = await findInvitation(payload, id)
  if (invitation.used_at) throw new AppError(422, 'Zaproszenie zostało już wykorzystane.')
  const updated = await payload.update({
    collection: 'invitations',
    id: invitation.id,
    data: { revoked_at: invitation.revoked_at ?? new Date().toISOString() },
    depth: 1,
    ...asService,
  })
  await recordAudit(payload, staff, {
    action: 'invitation.revoke',
    resource: 'invitations',
    resourceId: invitation.id,
    label: invitation.email,
    before: { status: invitationStatus(invitation) },
    after: { status: 'revoked' },
  })
  return invitationRow(updated)
}

const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'phone', 'nip'] as const

/**
 * Invitations from a CSV (`E-mail;Imię;Nazwisko;Telefon;NIP firmy`, header allowed). The dry run lists
 * bad e-mails, duplicates in the file, people who already have an account or an open invitation and
 * unknown companies; the import creates and sends them all, or none when any row is wrong.
 */
/** The file's columns as the import screen names them, for its row errors. */
const COLUMN_NAMES: Record<string, string> = { email: 'E-mail', first_name: 'Imię', last_name: 'Nazwisko', phone: 'Telefon', nip: 'NIP' }

export async function importInvitations(payload: Payload, staff: StaffUser, text: string, dryRun: boolean, baseUrl: string) {
  const errors: Array<{ row: number; message: string }> = []
  const valid: Array<{ row: number; input: Record<string, string> }> = []
  const firstRow = new Map<string, number>()
  let total = 0
  for (const [i, cells] of readCsv(text, [';', '\t']).entries()) {
    if (cells.length === 0 || (i === 0 && /e-?mail/i.test(cells[0] ?? ''))) continue
    total++
    const row = i + 1
    const raw = Object.fromEntries(IMPORT_COLUMNS.map((column, c) => [column, cells[c] ?? '']))
    const parsed = createInvitationRequest.safeParse({
      email: raw.email,
      first_name: raw.first_name,
      last_name: raw.last_name,
      phone: raw.phone,
    })
    if (!parsed.success) {
      errors.push({
        row,
        message: parsed.error.issues
          .map((issue) => `${COLUMN_NAMES[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`)
          .join(' '),
      })
      continue
    }
    const email = parsed.data.email
    const problems: string[] = []
    const first = firstRow.get(email)
    if (first) problems.push(`Adres powtórzony w pliku (pierwszy raz w wierszu ${first}).`)
    else firstRow.set(email, row)
    if ((await payload.count({ collection: 'partners', where: { email: { equals: email } }, ...asService })).totalDocs > 0)
      problems.push('Partner z tym adresem ma już konto.')
    const open = await payload.find({
      collection: 'invitations',
      where: {
        and: [
          { email: { equals: email } },
          { used_at: { exists: false } },
          { revoked_at: { exists: false } },
          { expires_at: { greater_than_equal: new Date().toISOString() } },
        ],
      },
      limit: 1,
      depth: 0,
      ...asService,
    })
    if (open.docs[0]) problems.push('Ta osoba ma już ważne zaproszenie.')
    let company = ''
    if (raw.nip) {
      const found = (
        await payload.find({
          collection: 'companies',
          where: { tax_identifier: { equals: raw.nip.replace(/[\s-]/g, '') } },
          limit: 1,
          depth: 0,
          ...asService,
        })
      ).docs[0]
      if (!found) problems.push(`Nie ma firmy o NIP ${raw.nip}.`)
      else company = found.id
    }
    if (problems.length) errors.push({ row, message: problems.join(' ') })
    else
      valid.push({
        row,
        input: { email, first_name: parsed.data.first_name, last_name: parsed.data.last_name, phone: parsed.data.phone, company },
      })
  }
  if (total === 0) throw validationError({ file: ['Plik nie zawiera zaproszeń.'] })
  if (dryRun) return { rows: total, valid: valid.length, errors, created: 0 }
  if (errors.length) throw validationError(Object.fromEntries(errors.map((e) => [`rows.${e.row}`, [e.message]])))
  for (const { input } of valid) await createInvitation(payload, staff, input, baseUrl)
  return { rows: total, valid: valid.length, errors: [], created: valid.length }
}
