import type { Payload, PayloadRequest } from 'payload'
import { type CompleteInvitationRequest, completeInvitationRequest, invitationStatus, type InvitationView } from '@portal/shared'
import { AppError, parseBody, validationError } from '../../domain/errors'
import type { Invitation } from '../../payload-types'
import { createCredentials } from '../auth/credentials'
import { acceptCurrentDocuments, type RequestMeta } from '../consents/acceptance'
import { inTransaction } from '../transaction'

const INVITATION_MESSAGES = {
  unknown: 'Nie znaleźliśmy takiego zaproszenia. Sprawdź, czy link z wiadomości jest kompletny, lub skontaktuj się z opiekunem programu.',
  used: 'To zaproszenie zostało już wykorzystane. Zaloguj się na swoje konto albo przypomnij hasło.',
  revoked: 'To zaproszenie zostało unieważnione. Skontaktuj się z opiekunem programu, aby otrzymać nowe.',
  expired: 'To zaproszenie wygasło. Skontaktuj się z opiekunem programu, aby otrzymać nowe.',
  valid: 'Zaproszenie jest aktywne.',
} as const

// Invitation keys are secrets held by guests; reading one by its key is the guest's only access.
const asInvitee = { overrideAccess: true } as const

async function findByKey(payload: Payload, key: string, req?: PayloadRequest): Promise<Invitation | null> {
  const found = await payload.find({ collection: 'invitations', where: { key: { equals: key } }, limit: 1, depth: 1, req, ...asInvitee })
  return found.docs[0] ?? null
}

/** Why an invitation can no longer be used, or null when it can. */
function unusableReason(invitation: Invitation | null): keyof typeof INVITATION_MESSAGES | null {
  if (!invitation) return 'unknown'
  const status = invitationStatus(invitation)
  return status === 'sent' ? null : status
}

function assertUsable(invitation: Invitation | null): asserts invitation is Invitation {
  const reason = unusableReason(invitation)
  if (reason) throw new AppError(reason === 'unknown' ? 404 : 410, INVITATION_MESSAGES[reason])
}

export async function readInvitation(payload: Payload, key: string): Promise<InvitationView> {
  const invitation = await findByKey(payload, key)
  assertUsable(invitation)
  const company = invitation.company && typeof invitation.company === 'object' ? invitation.company : null
  return {
    key: invitation.key,
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    phone: invitation.phone ?? '',
    email: invitation.email,
    kth_id: invitation.kth_id ?? null,
    company: company ? { name: company.name, tax_identifier: company.tax_identifier } : null,
  }
}

type CompanyInput = CompleteInvitationRequest['company']

const COMPANY_ALREADY_REGISTERED = 'Firma o tym numerze NIP jest już w programie. Poproś jej opiekuna o zaproszenie do tej firmy.'

/**
 * The company the invitation names (whatever NIP was typed), or null when it names none and the NIP is new.
 * A NIP of a company already in the programme is refused: nobody joins a company by typing its number.
 */
async function invitedCompanyId(
  payload: Payload,
  invitation: Invitation,
  company: CompanyInput,
  system: { req: PayloadRequest; overrideAccess: true },
): Promise<string | null> {
  if (invitation.company) return typeof invitation.company === 'object' ? invitation.company.id : invitation.company
  const sameNip = await payload.count({ collection: 'companies', where: { tax_identifier: { equals: company.taxIdentifier } }, ...system })
  if (sameNip.totalDocs > 0) throw validationError({ 'company.taxIdentifier': [COMPANY_ALREADY_REGISTERED] })
  return null
}

function newCompany(company: CompanyInput) {
  const { address } = company
  return {
    name: company.name,
    tax_identifier: company.taxIdentifier,
    regon: company.regon || null,
    address: {
      street: address.street,
      building: address.building,
      local: address.local || null,
      post_code: address.postCode,
      city: address.city,
      county: address.county,
      province: address.province,
    },
  }
}

/**
 * Registers the invited partner: the partner, the company (the invitation's, or a new one), the
 * acceptance statement and the used invitation, in one transaction. A second, racing completion of
 * the same invitation finds it used and changes nothing.
 */
export async function completeInvitation(payload: Payload, body: unknown, meta: RequestMeta): Promise<{ partnerId: string }> {
  const input = parseBody(completeInvitationRequest, body)
  const province = await payload.find({
    collection: 'provinces',
    where: { id: { equals: input.company.address.province } },
    limit: 1,
    overrideAccess: false,
  })
  if (province.totalDocs === 0) throw validationError({ 'company.address.province': ['Wybierz województwo z listy.'] })

  return inTransaction(
    payload,
    async (req) => {
      const invitation = await findByKey(payload, input.invitationKey, req)
      assertUsable(invitation)
      // Registration is the guest's own act, checked above: the writes below are the system acting for them.
      const system = { req, overrideAccess: true } as const

      // Claim the invitation first: a racing completion waits on this row, then finds it used.
      const claimed = await payload.update({
        collection: 'invitations',
        where: { and: [{ id: { equals: invitation.id } }, { used_at: { exists: false } }] },
        data: { used_at: new Date().toISOString() },
        ...system,
      })
      if (claimed.docs.length !== 1) throw new AppError(410, INVITATION_MESSAGES.used)

      const existingPartner = await payload.count({ collection: 'partners', where: { email: { equals: invitation.email } }, ...system })
      if (existingPartner.totalDocs > 0)
        throw new AppError(409, 'Konto z tym adresem e-mail już istnieje. Zaloguj się albo przypomnij hasło.')

      const companyId =
        (await invitedCompanyId(payload, invitation, input.company, system)) ??
        (await payload.create({ collection: 'companies', data: newCompany(input.company), ...system })).id

      const correspondence = input.correspondenceAddress
      const partner = await payload.create({
        collection: 'partners',
        data: {
          email: invitation.email,
          first_name: input.user.firstName,
          last_name: input.user.lastName,
          phone: input.user.phone,
          programme: 'contest',
          confirmed_at: new Date().toISOString(),
          company: companyId,
          correspondence_address: {
            street: correspondence.street,
            building: correspondence.building,
            local: correspondence.local || null,
            post_code: correspondence.postCode,
            city: correspondence.city,
          },
        },
        ...system,
      })

      await createCredentials(payload, req, partner.id, input.user.password)
      await acceptCurrentDocuments(payload, partner.id, input.statement, meta, req)
      await payload.update({ collection: 'invitations', id: invitation.id, data: { partner: partner.id }, ...system })
      return { partnerId: partner.id }
      // On PostgreSQL a racing completion can pass the claim and then lose on the unique e-mail; run again, it finds the invitation used.
    },
    { retryOnConflict: 2 },
  )
}
