import type { Payload } from 'payload'
import {
  accountRequest,
  type AccountAddress,
  addressLine,
  type AccountView,
  credentialsRequest,
  languageRequest,
  locationRequest,
  maskPesel,
} from '@portal/shared'
import { AppError, parseBody, validationError } from '../../domain/errors'
import type { Company, Partner, Province } from '../../payload-types'
import { loginStateByEmail, setPassword } from '../auth/credentials'
import { verifyPassword } from '../auth/passwordHash'
import { openSession, type OpenedSession, type SessionMeta } from '../auth/sessions'
import { inTransaction } from '../transaction'

type PartnerUser = Partner & { collection: 'partners'; sessionId: string }
type StoredAddress =
  | { street?: string | null; building?: string | null; local?: string | null; post_code?: string | null; city?: string | null }
  | null
  | undefined

// Partners edit only their own record and company, through the whitelisted fields parsed below;
// the collections reserve writes for staff, so these self-service writes override access.
const asSelfService = { overrideAccess: true } as const

function describeAddress(address: StoredAddress): AccountAddress {
  const a = {
    street: address?.street ?? '',
    building: address?.building ?? '',
    local: address?.local ?? '',
    post_code: address?.post_code ?? '',
    city: address?.city ?? '',
  }
  return { ...a, full_address: addressLine(a) }
}

async function ownCompany(payload: Payload, partner: PartnerUser): Promise<Company | null> {
  const id = typeof partner.company === 'object' ? partner.company?.id : partner.company
  if (!id) return null
  return payload.findByID({ collection: 'companies', id, depth: 1, ...asSelfService })
}

export async function readAccount(payload: Payload, partner: PartnerUser): Promise<AccountView> {
  const company = await ownCompany(payload, partner)
  const province =
    company?.address?.province && typeof company.address.province === 'object' ? (company.address.province as Province) : null
  const companyAddress = company ? describeAddress(company.address) : null
  return {
    user: {
      first_name: partner.first_name,
      last_name: partner.last_name,
      full_name: `${partner.first_name} ${partner.last_name}`.trim(),
      email: partner.email,
      phone: partner.phone ?? '',
      name: partner.name ?? null,
      potential_group: partner.potential_group ?? null,
      programme: partner.programme,
    },
    company: company
      ? {
          name: company.name,
          tax_identifier: company.tax_identifier,
          sap: company.sap ?? null,
          potential_group: company.potential_group ?? null,
          regon: company.regon ?? '',
          address_string: companyAddress!.full_address,
        }
      : null,
    company_address:
      company && companyAddress
        ? {
            ...companyAddress,
            county: company.address?.county ?? '',
            province: province?.id ?? null,
            province_name: province?.name ?? null,
            lat: company.location?.lat ?? null,
            lng: company.location?.lng ?? null,
          }
        : null,
    residence_address: describeAddress(partner.residence_address),
    correspondenceAddress: describeAddress(partner.correspondence_address),
    points_programme:
      partner.programme === 'points'
        ? {
            tax_declaration: partner.tax?.declaration ?? null,
            // Never the whole PESEL over the API: the partner recognises theirs by its end.
            pesel: maskPesel(partner.tax?.pesel),
            tax_office: partner.tax?.tax_office ?? null,
            company_name: partner.tax?.company_name ?? null,
            company_tax_identifier: partner.tax?.company_tax_identifier ?? null,
            birth_date: partner.birth_date ? partner.birth_date.slice(0, 10) : null,
            preferred_language: partner.preferred_language === 'en' ? 'en' : 'pl',
          }
        : null,
  }
}

const storedAddress = (a: { street: string; building: string; local?: string; post_code: string; city: string }) => ({
  street: a.street,
  building: a.building,
  local: a.local || null,
  post_code: a.post_code,
  city: a.city,
})

const COMPANY_IDENTITY_LOCKED = 'Nazwę i NIP firmy zmienia opiekun programu. Napisz do nas, jeśli się zmieniły.'

/** Saves personal data, the residence address and, for partners with a company, the company and its address. */
export async function updateAccount(payload: Payload, partner: PartnerUser, body: unknown): Promise<void> {
  const input = parseBody(accountRequest, body)
  const company = await ownCompany(payload, partner)
  if (company) {
    const missing: Record<string, string[]> = {}
    if (!input.company) missing['company.name'] = ['To pole jest wymagane.']
    if (!input.companyAddress) missing['companyAddress.street'] = ['To pole jest wymagane.']
    if (Object.keys(missing).length) throw validationError(missing)
    const province = await payload.find({
      collection: 'provinces',
      where: { id: { equals: input.companyAddress!.province } },
      limit: 1,
      overrideAccess: false,
    })
    if (province.totalDocs === 0) throw validationError({ 'companyAddress.province': ['Wybierz województwo z listy.'] })
    const sameNip = await payload.count({
      collection: 'companies',
      where: { and: [{ tax_identifier: { equals: input.company!.tax_identifier } }, { id: { not_equals: company.id } }] },
      ...asSelfService,
    })
    if (sameNip.totalDocs > 0)
      throw validationError({ 'company.tax_identifier': ['Firma z tym numerem NIP jest już zarejestrowana w programie.'] })
    // Once staff have matched the company to their records (SAP number), its identity is theirs to change, for all its users.
    if (company.sap) {
      const locked: Record<string, string[]> = {}
      if (input.company!.name !== company.name) locked['company.name'] = [COMPANY_IDENTITY_LOCKED]
      if (input.company!.tax_identifier !== company.tax_identifier) locked['company.tax_identifier'] = [COMPANY_IDENTITY_LOCKED]
      if (Object.keys(locked).length) throw validationError(locked)
    }
  }
  await payload.update({
    collection: 'partners',
    id: partner.id,
    data: {
      first_name: input.user.first_name,
      last_name: input.user.last_name,
      phone: input.user.phone,
      residence_address: storedAddress(input.residenceAddress),
    },
    ...asSelfService,
  })
  if (company && input.company && input.companyAddress) {
    const addressChanged =
      describeAddress(company.address).full_address !== describeAddress(storedAddress(input.companyAddress)).full_address
    await payload.update({
      collection: 'companies',
      id: company.id,
      data: {
        name: input.company.name,
        tax_identifier: input.company.tax_identifier,
        regon: input.company.regon || null,
        address: { ...storedAddress(input.companyAddress), county: input.companyAddress.county, province: input.companyAddress.province },
        // A new address invalidates the stored point until the browser geocodes it again.
        ...(addressChanged ? { location: { lat: null, lng: null, located_at: null } } : {}),
      },
      ...asSelfService,
    })
  }
}

/** Stores the point the browser geocoded for the partner's company address. */
export async function storeLocation(payload: Payload, partner: PartnerUser, body: unknown): Promise<void> {
  const { lat, lng } = parseBody(locationRequest, body)
  const company = await ownCompany(payload, partner)
  if (!company) throw new AppError(404, 'Twoje konto nie jest przypisane do firmy.')
  await payload.update({
    collection: 'companies',
    id: company.id,
    data: { location: { lat, lng, located_at: new Date().toISOString() } },
    ...asSelfService,
  })
}

/**
 * Changes the login name and the password, given the current one. Every session of the partner ends,
 * and this browser gets a new one, so only the device that made the change stays logged in.
 */
export async function changeCredentials(payload: Payload, partner: PartnerUser, body: unknown, meta: SessionMeta): Promise<OpenedSession> {
  const { user } = parseBody(credentialsRequest, body)
  const taken = await payload.count({
    collection: 'partners',
    where: { and: [{ name: { equals: user.name } }, { id: { not_equals: partner.id } }] },
    ...asSelfService,
  })
  if (taken.totalDocs > 0) throw validationError({ 'user.name': ['Ten login jest już zajęty.'] })
  const checked = await loginStateByEmail(payload, partner.email)
  if (!checked || !(await verifyPassword(user.current_password, checked.passwordHash)))
    throw validationError({ 'user.current_password': [WRONG_CURRENT_PASSWORD] })
  const newHash = await inTransaction(payload, async (req) => {
    // Only if the password is still the one just checked: two changes at once cannot both win. The login row
    // is locked before the partner's (the order a login takes them in), so the two never wait on each other.
    const hash = await setPassword(payload, req, partner.id, user.password, { expectedHash: checked.passwordHash })
    if (hash) await payload.update({ collection: 'partners', id: partner.id, data: { name: user.name }, req, ...asSelfService })
    return hash
  })
  if (!newHash) throw validationError({ 'user.current_password': [WRONG_CURRENT_PASSWORD] })
  const session = await openSession(payload, partner.id, newHash, meta)
  if (typeof session === 'string') throw new AppError(401, 'Zaloguj się ponownie.')
  return session
}

const WRONG_CURRENT_PASSWORD = 'Obecne hasło jest nieprawidłowe.'

/** The language chosen in the portal's switcher becomes the partner's language for e-mails. */
export async function setPreferredLanguage(payload: Payload, partner: PartnerUser, body: unknown): Promise<void> {
  const { language } = parseBody(languageRequest, body)
  if (partner.preferred_language !== language) await storePreferredLanguage(payload, partner.id, language)
}

export async function storePreferredLanguage(payload: Payload, partnerId: string, language: 'pl' | 'en'): Promise<void> {
  await payload.update({ collection: 'partners', id: partnerId, data: { preferred_language: language }, depth: 0, ...asSelfService })
}
