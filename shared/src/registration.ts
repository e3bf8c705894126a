import { z } from 'zod'
import { PREFERRED_LANGUAGES, type PreferredLanguage } from './constants'
import { passwordPolicyErrors } from './password'
import { isValidNip, isValidPesel, isValidPostCode, isValidRegon, normalizePhone, peselBirthDate } from './validators'

/** Field rules of spec §5 shared by the registration, account and credentials forms and the server. */
export const REQUIRED = 'To pole jest wymagane.'

const required = (max = 120) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Najwyżej ${max} znaków.`)
const optional = (max = 20) => z.string().trim().max(max, `Najwyżej ${max} znaków.`).optional().default('')

export const phoneField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((value, ctx) => {
    const phone = normalizePhone(value)
    if (!phone) ctx.addIssue({ code: 'custom', message: 'Numer telefonu musi mieć 9 cyfr.' })
    return phone ?? value
  })

const nipField = required(13)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => /^\d{10}$/.test(value), 'NIP musi mieć 10 cyfr.')
  .refine(isValidNip, 'Nieprawidłowy NIP (błędna suma kontrolna).')

const regonField = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || isValidRegon(value), 'Nieprawidłowy REGON (9 lub 14 cyfr z poprawną sumą kontrolną).')

const postCodeField = required(6).refine(isValidPostCode, 'Kod pocztowy musi mieć format NN-NNN.')

export const emailField = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254)
  .pipe(z.email('Nieprawidłowy adres e-mail.'))
  .transform((e) => e.toLowerCase())

const passwordField = z.string({ error: REQUIRED }).superRefine((value, ctx) => {
  for (const message of passwordPolicyErrors(value)) ctx.addIssue({ code: 'custom', message })
})

/** Address of spec §3: everything required except the flat number (`local`). */
const addressInput = z.object({
  street: required(),
  building: required(20),
  local: optional(),
  postCode: postCodeField,
  city: required(),
})

const companyAddressInput = addressInput.extend({
  county: required(),
  province: required(64),
})

const consents = z.object({
  accept_regulations: z.boolean().default(false),
  accept_privacy_policy: z.boolean().default(false),
  accept_marketing_data_process: z.boolean().default(false),
})

const PASSWORDS_DIFFER = 'Hasła nie są takie same.'

/** POST /api/invitations/complete-invitation (spec §3, camelCase). */
export const completeInvitationRequest = z
  .object({
    invitationKey: required(128),
    user: z.object({
      firstName: required(),
      lastName: required(),
      phone: phoneField,
      password: passwordField,
      passwordConfirmation: z.string({ error: REQUIRED }),
    }),
    correspondenceAddress: addressInput,
    company: z.object({
      name: required(200),
      taxIdentifier: nipField,
      regon: regonField,
      address: companyAddressInput,
    }),
    statement: consents
      .refine((s) => s.accept_regulations, { message: 'Akceptacja regulaminu jest wymagana.', path: ['accept_regulations'] })
      .refine((s) => s.accept_privacy_policy, {
        message: 'Akceptacja polityki prywatności jest wymagana.',
        path: ['accept_privacy_policy'],
      }),
  })
  .refine((body) => body.user.password === body.user.passwordConfirmation, {
    message: PASSWORDS_DIFFER,
    path: ['user', 'passwordConfirmation'],
  })
export type CompleteInvitationRequest = z.input<typeof completeInvitationRequest>

export type InvitationView = {
  key: string
  first_name: string
  last_name: string
  phone: string
  email: string
  kth_id: string | null
  company: { name: string; tax_identifier: string } | null
}

/** Back office: a new invitation for a distributor user. */
export const createInvitationRequest = z.object({
  email: emailField,
  first_name: required(),
  last_name: required(),
  phone: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || normalizePhone(v) !== null, 'Numer telefonu musi mieć 9 cyfr.'),
  kth_id: z.string().trim().max(40).optional().default(''),
  company: z.string().trim().optional().default(''),
})

export const INVITATION_VALID_DAYS = 30

/** The same answer for every address, so it never says which have accounts waiting for confirmation. */
export const RESEND_CONFIRMATION_ANSWER =
  'Jeśli to konto czeka na potwierdzenie, wysłaliśmy na ten adres nowy link potwierdzający. Poprzedni link przestał działać.'

export const remindPasswordRequest = z.object({
  email: z
    .string({ error: 'Podaj adres e-mail' })
    .trim()
    .min(1, 'Podaj adres e-mail')
    .pipe(z.email('Nieprawidłowy adres e-mail.'))
    .transform((e) => e.toLowerCase()),
})

/** A link from an e-mail (password reset, registration confirmation) that sets a password: token, e-mail and the password twice. */
export const setPasswordRequest = z
  .object({
    token: required(200),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string({ error: REQUIRED }),
  })
  .refine((body) => body.password === body.password_confirmation, { message: PASSWORDS_DIFFER, path: ['password_confirmation'] })

export const RESET_LINK_HOURS = 1

/** POST /api/account (spec §7): e-mail, SAP and group are read-only and never taken from the form. */
const accountAddress = z.object({
  street: required(),
  building: required(20),
  local: optional(),
  post_code: postCodeField,
  city: required(),
})
export const accountRequest = z.object({
  user: z.object({ first_name: required(), last_name: required(), phone: phoneField }),
  residenceAddress: accountAddress,
  company: z.object({ name: required(200), tax_identifier: nipField, regon: regonField }).optional(),
  companyAddress: accountAddress.extend({ county: required(), province: required(64) }).optional(),
})
export type AccountRequest = z.input<typeof accountRequest>

export type AccountAddress = { street: string; building: string; local: string; post_code: string; city: string; full_address: string }
export type AccountView = {
  user: {
    first_name: string
    last_name: string
    full_name: string
    email: string
    phone: string
    name: string | null
    potential_group: string | null
    programme: string
  }
  company: {
    name: string
    tax_identifier: string
    sap: string | null
    potential_group: string | null
    regon: string
    address_string: string
  } | null
  company_address:
    | (AccountAddress & { county: string; province: string | null; province_name: string | null; lat: number | null; lng: number | null })
    | null
  residence_address: AccountAddress
  correspondenceAddress: AccountAddress
  /** The points programme's registration data (null in the contest): the tax declaration with a masked PESEL. */
  points_programme: {
    tax_declaration: (typeof TAX_DECLARATIONS)[number] | null
    pesel: string | null
    tax_office: string | null
    company_name: string | null
    company_tax_identifier: string | null
    birth_date: string | null
    preferred_language: PreferredLanguage
  } | null
}

export const locationRequest = z.object({
  lat: z.number({ error: 'Nieprawidłowa szerokość geograficzna.' }).min(-90).max(90),
  lng: z.number({ error: 'Nieprawidłowa długość geograficzna.' }).min(-180).max(180),
})

export const credentialsRequest = z.object({
  user: z
    .object({
      name: z
        .string({ error: REQUIRED })
        .trim()
        .min(3, 'Login musi mieć co najmniej 3 znaki.')
        .max(60)
        .regex(/^[\p{L}\d._-]+$/u, 'Login może zawierać litery, cyfry oraz znaki . _ -'),
      // Someone at an unlocked phone must not be able to lock its owner out.
      current_password: z.string({ error: 'Podaj obecne hasło.' }).min(1, 'Podaj obecne hasło.'),
      password: passwordField,
      password_confirmation: z.string({ error: REQUIRED }),
    })
    .refine((user) => user.password === user.password_confirmation, { message: PASSWORDS_DIFFER, path: ['password_confirmation'] }),
})

/** Self-registration of a tradesperson (points-scheme reading, spec §3). */
export const TAX_DECLARATIONS = ['A', 'B', 'C'] as const

/** The language switcher's choice, kept as the partner's language for e-mails. */
export const languageRequest = z.object({
  language: z.enum(PREFERRED_LANGUAGES, { error: 'Wybierz język: pl albo en.' }),
})

/** A PESEL as the partner's own screens show it: only the last four digits (the birth date is shown on its own). */
export const maskPesel = (pesel: string | null | undefined): string | null =>
  pesel ? `${'•'.repeat(Math.max(0, pesel.length - 4))}${pesel.slice(-4)}` : null

const registrationAddress = addressInput.extend({ commune: required(), county: required(), province: required(64) })

export const selfRegistrationRequest = z
  .object({
    firstName: required(),
    lastName: required(),
    emailAddress: emailField,
    phone: phoneField,
    residenceAddress: registrationAddress,
    correspondenceSameAsResidence: z.boolean().default(false),
    // Checked below only when it differs from the residence address (the hidden form still sends it).
    correspondenceAddress: z.record(z.string(), z.unknown()).optional(),
    taxDeclaration: z.enum(TAX_DECLARATIONS, { error: 'Wybierz rodzaj oświadczenia podatkowego.' }),
    taxIdentifier: z.string().trim().optional().default(''),
    taxOfficeId: z.string().trim().optional().default(''),
    birthDate: z.object(
      { day: z.coerce.number().int(), month: z.coerce.number().int(), year: z.coerce.number().int() },
      { error: 'Podaj datę urodzenia.' },
    ),
    companyName: z.string().trim().max(200).optional().default(''),
    companyTaxIdentifier: z.string().trim().optional().default(''),
    agreements: consents
      .refine((s) => s.accept_regulations, { message: 'Akceptacja regulaminu jest wymagana.', path: ['accept_regulations'] })
      .refine((s) => s.accept_privacy_policy, {
        message: 'Akceptacja polityki prywatności jest wymagana.',
        path: ['accept_privacy_policy'],
      }),
    couponCode: z.string().trim().max(40).optional().default(''),
    preferredLanguage: z.enum(PREFERRED_LANGUAGES).default('pl'),
  })
  .superRefine((body, ctx) => {
    const { day, month, year } = body.birthDate
    const birth = new Date(Date.UTC(year, month - 1, day))
    const real = birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day
    const age = (Date.now() - birth.getTime()) / (365.25 * 24 * 3600 * 1000)
    if (!real) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Nieprawidłowa data urodzenia.' })
    else if (age < 18 || age > 120)
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Uczestnik programu musi być pełnoletni.' })

    if (body.taxDeclaration === 'A') {
      if (!isValidPesel(body.taxIdentifier))
        ctx.addIssue({ code: 'custom', path: ['taxIdentifier'], message: 'Nieprawidłowy numer PESEL.' })
      else if (real && peselBirthDate(body.taxIdentifier)?.getTime() !== birth.getTime())
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Data urodzenia nie zgadza się z numerem PESEL.' })
      if (!/^\d{4}$/.test(body.taxOfficeId))
        ctx.addIssue({ code: 'custom', path: ['taxOfficeId'], message: 'Podaj czterocyfrowy kod urzędu skarbowego.' })
    } else {
      if (!body.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: REQUIRED })
      if (!isValidNip(body.companyTaxIdentifier))
        ctx.addIssue({ code: 'custom', path: ['companyTaxIdentifier'], message: 'Nieprawidłowy NIP (błędna suma kontrolna).' })
    }
    if (!body.correspondenceSameAsResidence) {
      const parsed = registrationAddress.safeParse(body.correspondenceAddress ?? {})
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: ['correspondenceAddress', ...issue.path.map(String)], message: issue.message })
    }
  })
  .transform((body) => ({
    ...body,
    correspondenceAddress: body.correspondenceSameAsResidence
      ? body.residenceAddress
      : registrationAddress.parse(body.correspondenceAddress),
  }))
export type SelfRegistrationRequest = z.input<typeof selfRegistrationRequest>

export const CONFIRMATION_VALID_DAYS = 7
