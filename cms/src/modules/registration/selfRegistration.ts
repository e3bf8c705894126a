import type { Payload } from 'payload'
import type { z } from 'zod'
import {
  CONFIRMATION_VALID_DAYS,
  links,
  paths,
  remindPasswordRequest,
  selfRegistrationRequest,
  setPasswordRequest,
  toTenths,
} from '@portal/shared'
import { AppError, parseBody, validationError } from '../../domain/errors'
import { isRecordId } from '../../domain/relations'
import type { Coupon, Partner } from '../../payload-types'
import { createCredentials, setPassword } from '../auth/credentials'
import { acceptCurrentDocuments } from '../consents/acceptance'
import { programmeContact, sendEmail } from '../email/send'
import { languageOf, registrationAttemptEmail, registrationConfirmationEmail } from '../email/templates'
import { hashLinkToken, newLinkToken } from '../email/tokens'
import { appendEntry } from '../ledger/ledger'
import { consume, type RateLimitStore } from '../rate-limit/limiter'
import { inTransaction } from '../transaction'

const CONFIRMATION_FAILED =
  'Link potwierdzający jest nieprawidłowy, został już użyty albo wygasł. Zarejestruj się ponownie lub skontaktuj się z obsługą programu.'
const ONE_HOUR = 60 * 60 * 1000

// Registration and confirmation are done by guests; the system writes on their behalf after validating everything.
const asRegistrant = { overrideAccess: true } as const

type Meta = { ip: string; userAgent?: string; baseUrl: string }

const INVALID_COUPON = 'Nieprawidłowy lub nieaktywny kod kuponu.'

/** An active coupon within its dates, or a 422 on the coupon field. */
async function validCoupon(payload: Payload, code: string): Promise<Coupon | null> {
  if (!code) return null
  const now = Date.now()
  const found = await payload.find({
    collection: 'coupons',
    where: { code: { equals: code.toUpperCase() } },
    limit: 1,
    depth: 0,
    ...asRegistrant,
  })
  const coupon = found.docs[0]
  const inDates =
    coupon &&
    (!coupon.valid_from || new Date(coupon.valid_from).getTime() <= now) &&
    (!coupon.valid_to || new Date(coupon.valid_to).getTime() >= now)
  if (!coupon || !coupon.active || !inDates) throw validationError({ couponCode: [INVALID_COUPON] })
  return coupon
}

/**
 * Registers a tradesperson: an unconfirmed account without a password, the statement of the agreements,
 * and an e-mail with the confirmation link. For an e-mail that already has an account the owner is told by
 * e-mail instead. Only the checks of the form run before the answer; the returned step does the rest after
 * it, so neither the answer nor its time says whether the e-mail has an account.
 */
export async function registerTradesperson(
  payload: Payload,
  store: RateLimitStore,
  body: unknown,
  meta: Meta,
): Promise<{ promotionPoints: number; register: () => Promise<void> }> {
  const input = parseBody(selfRegistrationRequest, body)
  // A form mistake is not an attempt: the limit counts registrations that could go through.
  await checkProvinces(payload, input)
  await consume(store, [{ name: 'register-ip', key: meta.ip, max: 10, windowMs: ONE_HOUR }])
  const coupon = await validCoupon(payload, input.couponCode)
  return { promotionPoints: coupon?.points ?? 0, register: () => createAccount(payload, input, coupon, meta) }
}

/** Each address names one of the 16 provinces; checked before the answer, so a bad one is a 422 whoever registers. */
async function checkProvinces(payload: Payload, input: z.infer<typeof selfRegistrationRequest>): Promise<void> {
  const chosen: Array<[string, string]> = [['residenceAddress', input.residenceAddress.province]]
  if (!input.correspondenceSameAsResidence) chosen.push(['correspondenceAddress', input.correspondenceAddress.province])
  const ids = chosen.map(([, id]) => id).filter(isRecordId)
  const known = new Set(
    ids.length
      ? (
          await payload.find({ collection: 'provinces', where: { id: { in: ids } }, pagination: false, depth: 0, ...asRegistrant })
        ).docs.map((province) => province.id)
      : [],
  )
  const unknown = chosen.filter(([, id]) => !known.has(id))
  if (unknown.length)
    throw validationError(Object.fromEntries(unknown.map(([field]) => [`${field}.province`, ['Wybierz województwo z listy.']])))
}

async function createAccount(
  payload: Payload,
  input: z.infer<typeof selfRegistrationRequest>,
  coupon: Coupon | null,
  meta: Meta,
): Promise<void> {
  const contact = await programmeContact(payload, 'points')
  const existing = await payload.find({
    collection: 'partners',
    where: { email: { equals: input.emailAddress } },
    limit: 1,
    depth: 0,
    ...asRegistrant,
  })
  const owner = existing.docs[0]
  if (owner) {
    await sendEmail(
      payload,
      owner.email,
      registrationAttemptEmail(
        contact,
        {
          firstName: owner.first_name,
          loginUrl: `${meta.baseUrl}${paths.login}`,
          remindUrl: `${meta.baseUrl}${paths.remindPassword}`,
        },
        languageOf(owner),
      ),
    )
    return
  }

  const { token, hash } = newLinkToken()
  const address = (a: typeof input.residenceAddress) => ({
    street: a.street,
    building: a.building,
    local: a.local || null,
    post_code: a.postCode,
    city: a.city,
    commune: a.commune,
    county: a.county,
    province: a.province,
  })
  const { day, month, year } = input.birthDate

  await inTransaction(payload, async (req) => {
    const partner = await payload.create({
      collection: 'partners',
      data: {
        email: input.emailAddress,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        programme: 'points',
        residence_address: address(input.residenceAddress),
        correspondence_address: address(input.correspondenceAddress),
        tax: {
          declaration: input.taxDeclaration,
          pesel: input.taxDeclaration === 'A' ? input.taxIdentifier : null,
          tax_office: input.taxDeclaration === 'A' ? input.taxOfficeId : null,
          company_name: input.taxDeclaration === 'A' ? null : input.companyName,
          company_tax_identifier: input.taxDeclaration === 'A' ? null : input.companyTaxIdentifier.replace(/\D/g, ''),
        },
        birth_date: new Date(Date.UTC(year, month - 1, day)).toISOString(),
        preferred_language: input.preferredLanguage,
        registration_coupon: coupon?.code ?? null,
        confirmation_token_hash: hash,
        confirmation_expires_at: new Date(Date.now() + CONFIRMATION_VALID_DAYS * 24 * ONE_HOUR).toISOString(),
      },
      req,
      ...asRegistrant,
    })
    // No password yet: the account is usable only after the e-mailed link sets one.
    await createCredentials(payload, req, partner.id, null)
    await acceptCurrentDocuments(payload, partner.id, input.agreements, meta, req)
    if (coupon) {
      await appendEntry(payload, req, {
        partnerId: partner.id,
        amountTenths: toTenths(coupon.points),
        label: `Punkty promocyjne: ${coupon.name}`,
        source: 'promotion',
        reference: coupon.code,
        idempotencyKey: `registration-coupon:${partner.id}`,
      })
    }
  })
  const url = `${meta.baseUrl}${links.confirmRegistration(token, input.emailAddress)}`
  await sendEmail(
    payload,
    input.emailAddress,
    registrationConfirmationEmail(contact, { firstName: input.firstName, url }, input.preferredLanguage),
  )
}

/** The confirmation link sets the first password; the link works once and for a limited time. */
export async function confirmRegistration(payload: Payload, body: unknown): Promise<void> {
  const input = parseBody(setPasswordRequest, body)
  const found = await payload.find({
    collection: 'partners',
    where: { email: { equals: input.email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    ...asRegistrant,
  })
  const partner = found.docs[0] as
    (Partner & { confirmation_token_hash?: string | null; confirmation_expires_at?: string | null }) | undefined
  const valid =
    partner &&
    !partner.confirmed_at &&
    partner.confirmation_token_hash === hashLinkToken(input.token) &&
    partner.confirmation_expires_at &&
    new Date(partner.confirmation_expires_at).getTime() > Date.now()
  if (!partner || !valid) throw new AppError(422, CONFIRMATION_FAILED, { token: [CONFIRMATION_FAILED] })
  await inTransaction(payload, async (req) => {
    // Claims the link first: of two confirmations racing, the second finds it used and changes nothing.
    const claimed = await payload.update({
      collection: 'partners',
      where: { and: [{ id: { equals: partner.id } }, { confirmation_token_hash: { equals: partner.confirmation_token_hash } }] },
      data: { confirmed_at: new Date().toISOString(), confirmation_token_hash: null, confirmation_expires_at: null },
      req,
      ...asRegistrant,
    })
    if (claimed.docs.length !== 1) throw new AppError(422, CONFIRMATION_FAILED, { token: [CONFIRMATION_FAILED] })
    await setPassword(payload, req, partner.id, input.password)
  })
}

/**
 * A new confirmation link for a self-registered account still waiting for it (the old link stops working); any
 * other address gets nothing. The answer is the same either way and the e-mail leaves after it, so neither the
 * answer nor its time says whether the address has an account.
 */
export async function resendConfirmation(payload: Payload, store: RateLimitStore, body: unknown, meta: Meta): Promise<() => Promise<void>> {
  const { email } = parseBody(remindPasswordRequest, body)
  await consume(store, [
    { name: 'confirm-resend-ip', key: meta.ip, max: 10, windowMs: ONE_HOUR },
    { name: 'confirm-resend-email', key: email, max: 3, windowMs: ONE_HOUR },
  ])
  return async () => {
    const { token, hash } = newLinkToken()
    const renewed = await payload.update({
      collection: 'partners',
      where: { and: [{ email: { equals: email } }, { confirmed_at: { exists: false } }, { confirmation_token_hash: { exists: true } }] },
      data: {
        confirmation_token_hash: hash,
        confirmation_expires_at: new Date(Date.now() + CONFIRMATION_VALID_DAYS * 24 * ONE_HOUR).toISOString(),
      },
      depth: 0,
      ...asRegistrant,
    })
    const partner = renewed.docs[0]
    if (!partner) return
    const contact = await programmeContact(payload, 'points')
    const url = `${meta.baseUrl}${links.confirmRegistration(token, partner.email)}`
    await sendEmail(
      payload,
      partner.email,
      registrationConfirmationEmail(contact, { firstName: partner.first_name, url }, languageOf(partner)),
    )
  }
}
