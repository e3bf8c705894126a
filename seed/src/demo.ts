import type { Payload } from 'payload'
import { dataProtectionNames } from '@portal/shared'
import { acceptCurrentDocuments } from '@portal/cms/consents'
import { createPartnerAccount } from '@portal/cms/partner-accounts'
import { renderTextDocument } from '@portal/cms/pdf'
import { seedCodes, seedContent } from './content'
import { demoLogo } from './pictures'
import { seedPuzzle } from './puzzle'
import { seedContest } from './contest'

export { DEMO_BATCH, demoCodes, demoRandom } from './content'
export { DEMO_DESTINATION, DEMO_PUZZLES } from './puzzle'
export { contestCsv, DEMO_RANKING_DATE, demoContestRows, demoNip } from './contest'
import type { Partner } from '@portal/cms/payload-types'

const PROVINCES = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
]

const DEMO_PARTNER_PASSWORD = 'Demo123!'
const DEMO_STAFF_PASSWORD = 'Admin123!'

const DEMO_STAFF = [
  { email: 'admin@demo.pl', name: 'Administrator', roles: ['admin'] },
  { email: 'marketing@demo.pl', name: 'Dział marketingu', roles: ['marketing'] },
  { email: 'program@demo.pl', name: 'Obsługa programu', roles: ['programme'] },
  { email: 'audytor@demo.pl', name: 'Audytor', roles: ['auditor'] },
] as const

type DemoPartner = Pick<Partner, 'email' | 'first_name' | 'last_name' | 'name' | 'phone' | 'programme' | 'potential_group'> & {
  withCompany: boolean
  accepted: boolean
}

const DEMO_PARTNERS: DemoPartner[] = [
  {
    email: 'partner@demo.pl',
    first_name: 'Jan',
    last_name: 'Kowalski',
    name: 'jkowalski',
    phone: '600100200',
    programme: 'contest',
    potential_group: 'GOLD',
    withCompany: true,
    accepted: true,
  },
  {
    email: 'nowy@demo.pl',
    first_name: 'Anna',
    last_name: 'Nowak',
    name: 'anowak',
    phone: '600300400',
    programme: 'contest',
    potential_group: 'GOLD',
    withCompany: true,
    accepted: false,
  },
  {
    email: 'fachowiec@demo.pl',
    first_name: 'Piotr',
    last_name: 'Wiśniewski',
    name: 'pwisniewski',
    phone: '600500600',
    programme: 'points',
    potential_group: null,
    withCompany: false,
    accepted: true,
  },
]

const DEMO_DOCUMENTS = [
  { kind: 'regulations', version: '20250515', effective_date: '2025-05-15T00:00:00.000Z', title: 'Regulamin programu partnerskiego' },
  { kind: 'privacy_policy', version: '1.0', effective_date: '2025-01-01T00:00:00.000Z', title: 'Polityka prywatności' },
] as const

// The seed is trusted set-up code run outside any request: every call below overrides access for that reason.
const asSystem = { overrideAccess: true } as const

async function findOne<T>(
  payload: Payload,
  collection: 'provinces' | 'staff' | 'partners' | 'companies' | 'documents',
  where: object,
): Promise<T | null> {
  const found = await payload.find({ collection, where: where as never, limit: 1, depth: 0, ...asSystem })
  return (found.docs[0] as T | undefined) ?? null
}

async function seedProvinces(payload: Payload): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const name of PROVINCES) {
    const existing = await findOne<{ id: string }>(payload, 'provinces', { name: { equals: name } })
    ids.set(name, existing?.id ?? (await payload.create({ collection: 'provinces', data: { name }, ...asSystem })).id)
  }
  return ids
}

/** The demo regulations: who runs the programme, who takes part, how points and the contest work. */
export async function demoDocumentPdf(title: string, version: string): Promise<Buffer> {
  return renderTextDocument(title, [
    {
      heading: `Wersja ${version}`,
      paragraphs: ['Regulamin programu partnerskiego producenta systemów rynnowych i pokryć dachowych (dokument demonstracyjny).'],
    },
    {
      heading: '§1. Postanowienia ogólne',
      paragraphs: [
        'Organizatorem programu jest producent. Uczestnikami są partnerzy handlowi: firmy dystrybucyjne, ich użytkownicy oraz fachowcy.',
        'Udział w programie jest dobrowolny i bezpłatny. Uczestnik akceptuje regulamin przed pierwszym skorzystaniem z portalu.',
      ],
    },
    {
      heading: '§2. Konkurs dla dystrybutorów',
      paragraphs: [
        'Konkurs trwa od 1 stycznia do 31 grudnia 2025 r. Wyniki są aktualizowane co dwa tygodnie.',
        'Ranking VIP obejmuje firmy, które w poprzednim roku zebrały ponad 21 000 punktów; rankingi GOLD – firmy z ponad 4 500 punktami w 2025 r., w podziale na regiony.',
      ],
    },
    {
      heading: '§3. Program punktowy dla fachowców',
      paragraphs: [
        'Punkty przyznaje się za kody z opakowań produktów, zarejestrowane w portalu. Każdy kod można zarejestrować jeden raz.',
        'Punkty wymienia się na nagrody z katalogu. Zamówienie zmniejsza saldo punktów w chwili jego złożenia; anulowane lub odrzucone zamówienie zwraca punkty.',
      ],
    },
    {
      heading: '§4. Reklamacje',
      paragraphs: [
        'Reklamacje można zgłaszać przez formularz kontaktowy portalu albo na adres e-mail programu; odpowiadamy w ciągu 14 dni.',
      ],
    },
  ])
}

/**
 * The demo privacy policy: the controller and the processor (as the programme settings name them), the purposes
 * and their legal bases, how long data is kept and the partner's rights (RODO art. 13).
 */
async function demoPrivacyPolicyPdf(title: string, version: string, names: { controller: string; processor: string }): Promise<Buffer> {
  return renderTextDocument(title, [
    { heading: `Wersja ${version}`, paragraphs: ['Polityka prywatności programu partnerskiego (dokument demonstracyjny).'] },
    {
      heading: '1. Administrator i podmiot przetwarzający',
      paragraphs: [
        `Administratorem danych osobowych uczestników jest ${names.controller}.`,
        `Dane przetwarza na zlecenie administratora ${names.processor}, który obsługuje program i portal na podstawie umowy powierzenia (art. 28 RODO).`,
      ],
    },
    {
      heading: '2. Cele i podstawy prawne',
      paragraphs: [
        'Prowadzenie konta i udział w programie: wykonanie umowy, której stroną jest uczestnik (art. 6 ust. 1 lit. b RODO).',
        'Wydanie nagród i rozliczenie podatku od nagród: obowiązek prawny administratora (art. 6 ust. 1 lit. c RODO).',
        'Informacje handlowe drogą elektroniczną: zgoda uczestnika (art. 6 ust. 1 lit. a RODO), którą można w każdej chwili wycofać w profilu.',
        'Dochodzenie i obrona roszczeń oraz bezpieczeństwo portalu: prawnie uzasadniony interes administratora (art. 6 ust. 1 lit. f RODO).',
      ],
    },
    {
      heading: '3. Jak długo przechowujemy dane',
      paragraphs: [
        'Dane konta – przez czas udziału w programie; dane potrzebne do rozliczeń podatkowych – przez 5 lat od końca roku podatkowego; dane z formularza kontaktowego – 2 lata.',
      ],
    },
    {
      heading: '4. Prawa uczestnika',
      paragraphs: [
        'Uczestnik ma prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przeniesienia (plik „Pobierz moje dane” w profilu) oraz sprzeciwu.',
        'Uczestnik może wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.',
      ],
    },
  ])
}

async function seedDocuments(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'programme-settings', depth: 0, ...asSystem })
  const dataProtection = dataProtectionNames(settings.data_protection)
  for (const doc of DEMO_DOCUMENTS) {
    const existing = await findOne(payload, 'documents', { kind: { equals: doc.kind }, version: { equals: doc.version } })
    if (existing) continue
    const data =
      doc.kind === 'privacy_policy'
        ? await demoPrivacyPolicyPdf(doc.title, doc.version, dataProtection)
        : await demoDocumentPdf(doc.title, doc.version)
    await payload.create({
      collection: 'documents',
      data: { ...doc, published: true },
      file: { data, mimetype: 'application/pdf', name: `${doc.kind}-${doc.version}.pdf`, size: data.length },
      ...asSystem,
    })
  }
}

async function seedCompany(payload: Payload, provinces: Map<string, string>): Promise<string> {
  const existing = await findOne<{ id: string }>(payload, 'companies', { tax_identifier: { equals: '5260250274' } })
  if (existing) return existing.id
  const company = await payload.create({
    collection: 'companies',
    data: {
      name: 'Dachy Kowalski Sp. z o.o.',
      tax_identifier: '5260250274',
      sap: '100200',
      potential_group: 'GOLD',
      regon: '012345675',
      address: {
        street: 'Marszałkowska',
        building: '10',
        local: '5',
        post_code: '00-001',
        city: 'Warszawa',
        county: 'Warszawa',
        province: provinces.get('mazowieckie'),
      },
    },
    ...asSystem,
  })
  return company.id
}

/** Partners with the demo password, each accepting the documents in force if `accepted` (the e2e suite adds one of its own). */
export async function seedPartners(payload: Payload, companyId: string | null, partners: DemoPartner[] = DEMO_PARTNERS): Promise<void> {
  for (const { withCompany, accepted, ...data } of partners) {
    if (await findOne(payload, 'partners', { email: { equals: data.email } })) continue
    const address = { street: 'Ogrodowa', building: '7', local: null, post_code: '00-950', city: 'Warszawa' }
    const partner = await createPartnerAccount(
      payload,
      {
        ...data,
        company: withCompany ? companyId : null,
        confirmed_at: new Date().toISOString(),
        residence_address: address,
        correspondence_address: address,
      },
      DEMO_PARTNER_PASSWORD,
    )
    if (!accepted) continue
    // Through the consent service, so the register keeps the versions and fingerprints as a partner's own acceptance does.
    await acceptCurrentDocuments(
      payload,
      partner.id,
      { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
      { ip: '127.0.0.1', userAgent: 'seed' },
    )
  }
}

async function seedStaff(payload: Payload): Promise<void> {
  for (const member of DEMO_STAFF) {
    if (await findOne(payload, 'staff', { email: { equals: member.email } })) continue
    await payload.create({ collection: 'staff', data: { ...member, roles: [...member.roles], password: DEMO_STAFF_PASSWORD }, ...asSystem })
  }
}

async function seedSettings(payload: Payload): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'programme-settings', ...asSystem })
  if (settings.survey_url) return
  await payload.updateGlobal({
    slug: 'programme-settings',
    data: {
      branding: { ...settings.branding, logo: await demoLogo(payload) },
      survey_url: 'https://ankieta.program-partnerski.pl/2025',
      // Points expire at the end of March of the year after they were earned (the example; off by default).
      points_expiry_month: '3',
      social: { facebook: 'https://www.facebook.com/programpartnerski', youtube: 'https://www.youtube.com/@programpartnerski' },
    },
    ...asSystem,
  })
}

const DEMO_COUPON = { code: 'WITAJ50', name: 'Powitanie w programie', points: 50, active: true }

async function seedCoupons(payload: Payload): Promise<void> {
  const existing = await payload.count({ collection: 'coupons', where: { code: { equals: DEMO_COUPON.code } }, ...asSystem })
  if (existing.totalDocs === 0) await payload.create({ collection: 'coupons', data: DEMO_COUPON, ...asSystem })
}

/** Demo data anyone can try the product with; running it again adds nothing twice. */
export async function seedDemoData(payload: Payload): Promise<void> {
  await seedSettings(payload)
  await seedCoupons(payload)
  const provinces = await seedProvinces(payload)
  await seedStaff(payload)
  await seedDocuments(payload)
  const companyId = await seedCompany(payload, provinces)
  await seedPartners(payload, companyId)
  await seedContent(payload)
  await seedCodes(payload)
  await seedPuzzle(payload)
  await seedContest(payload)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const staff = await payload.count({ collection: 'staff', ...asSystem })
  return staff.totalDocs === 0
}
