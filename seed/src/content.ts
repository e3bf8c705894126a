import type { Payload } from 'payload'
import { generateBatch } from '@portal/cms/code-batches'
import { makeCode } from '@portal/shared'
import { demoPicture, MOTIFS } from './pictures'

/** Demo content: pages, news, FAQ, products and prizes, so every screen of the portal has something to show. */

type Block = string | { heading: string } | { list: readonly string[] }

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

/** A Lexical rich-text document from paragraphs, headings and bullet lists. */
function richText(blocks: Block[]) {
  const children = blocks.map((block) => {
    if (typeof block === 'string')
      return { type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [text(block)] }
    if ('heading' in block)
      return { type: 'heading', tag: 'h2', format: '', indent: 0, version: 1, direction: 'ltr', children: [text(block.heading)] }
    return {
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: block.list.map((item, i) => ({
        type: 'listitem',
        value: i + 1,
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [text(item)],
      })),
    }
  })
  return { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } } as never
}

const PAGES = [
  {
    key: 'about',
    title: 'O programie',
    lead: 'Od 10 lat nagradzamy naszych lojalnych partnerów wyjazdami w małych grupach.',
    en: {
      title: 'About the programme',
      lead: 'For 10 years we have rewarded our loyal partners with trips in small groups.',
      blocks: [
        'The partner programme is our thank-you for years of working together. Every year the most active partners travel with us in small groups to exceptional places.',
        { heading: 'Who is the programme for?' },
        {
          list: [
            'distributors and their staff – a sales contest with VIP and GOLD rankings,',
            'tradespeople – points for the codes in packaging, exchanged for prizes.',
          ],
        },
      ],
    },
    blocks: [
      'Program partnerski to nasze podziękowanie za wieloletnią współpracę. Co roku najaktywniejsi partnerzy wyjeżdżają z nami w kameralnych grupach do wyjątkowych miejsc.',
      { heading: 'Dla kogo jest program?' },
      {
        list: [
          'dla firm dystrybucyjnych i ich pracowników – konkurs sprzedażowy z rankingami VIP i GOLD,',
          'dla fachowców – punkty za kody z opakowań wymieniane na nagrody.',
        ],
      },
    ],
  },
  {
    key: 'rules',
    title: 'Zasady konkursu 2025',
    lead: 'Konkurs trwa od 1 stycznia do 31 grudnia 2025 r. Wyniki aktualizujemy co dwa tygodnie.',
    en: {
      title: 'Contest rules 2025',
      lead: 'The contest runs from 1 January to 31 December 2025. Results are updated every two weeks.',
      blocks: [
        'Points are awarded for purchases of promoted products. Companies that exceeded 21,000 points in the previous year compete in the VIP class; other companies with over 4,500 points in 2025 compete in the regional GOLD rankings.',
      ],
    },
    blocks: [
      'Punkty naliczamy za zakupy promowanych produktów. Firmy, które w poprzednim roku przekroczyły 21 000 punktów, rywalizują w klasie VIP; pozostałe firmy z wynikiem powyżej 4 500 punktów w 2025 r. – w regionalnych rankingach GOLD.',
    ],
  },
  {
    key: 'main-prize',
    title: 'Nagrody',
    lead: 'Wyjazdy w małych grupach dla najlepszych partnerów.',
    en: {
      title: 'Prizes',
      lead: 'Trips in small groups for the best partners.',
      blocks: [
        'Places 1–5 of the VIP ranking: a trip for two. Places 6–10: a trip for one.',
        'In the GOLD rankings the winner of each of the 8 regions is rewarded in two categories: points and progress.',
      ],
    },
    blocks: [
      'Miejsca 1–5 rankingu VIP: wyjazd dla dwóch osób. Miejsca 6–10: wyjazd dla jednej osoby.',
      'W rankingach GOLD nagradzamy zwycięzcę każdego z 8 regionów w dwóch kategoriach: punktów i progresji.',
    ],
  },
  {
    key: 'superwomen',
    title: 'Superkobiety',
    lead: 'Historie kobiet, które budują i kryją dachy.',
    blocks: ['Poznaj fachowczynie z całej Polski i ich realizacje.'],
    en: {
      title: 'Superwomen',
      lead: 'Stories of women who build and cover roofs.',
      blocks: ['Meet tradeswomen from all over Poland and their work.'],
    },
  },
  {
    key: 'investments',
    title: 'Inwestycje',
    lead: 'Realizacje z naszymi systemami rynnowymi i pokryciami.',
    blocks: ['Od domów jednorodzinnych po obiekty użyteczności publicznej.'],
    en: {
      title: 'Projects',
      lead: 'Buildings with our gutter systems and roof coverings.',
      blocks: ['From family homes to public buildings.'],
    },
  },
  {
    key: 'archive',
    title: 'Archiwum',
    lead: 'Poprzednie edycje programu.',
    blocks: ['Wyniki i relacje z wyjazdów z lat ubiegłych.'],
    en: { title: 'Archive', lead: 'Earlier editions of the programme.', blocks: ['Results and reports from the trips of past years.'] },
  },
] as const

// Dated in the contest year the demo's texts and ranking (as of 15 June 2025) describe.
const NEWS = [
  {
    slug: 'start-edycji-2025',
    title: 'Startuje edycja 2025',
    en: { title: 'The 2025 edition starts', lead: 'A new edition of the partner programme has begun. See the rules and the prizes.' },
    lead: 'Ruszyła nowa edycja programu partnerskiego. Sprawdź zasady i nagrody.',
    published_at: '2025-01-07T09:00:00.000Z',
  },
  {
    slug: 'nowe-nagrody-w-katalogu',
    title: 'Nowe nagrody w katalogu',
    en: { title: 'New prizes in the catalogue', lead: 'Power tools and garden equipment have joined the prize catalogue.' },
    lead: 'Do katalogu nagród dołączyły elektronarzędzia i sprzęt ogrodowy.',
    published_at: '2025-03-17T09:00:00.000Z',
  },
  {
    slug: 'wyniki-po-pierwszym-kwartale',
    title: 'Wyniki po pierwszym kwartale',
    en: {
      title: 'Results after the first quarter',
      lead: 'We have published the rankings after the first quarter. Congratulations to the leaders!',
    },
    lead: 'Opublikowaliśmy rankingi po pierwszym kwartale. Gratulujemy liderom!',
    published_at: '2025-04-14T09:00:00.000Z',
  },
] as const

const FAQ = [
  {
    category: 'Konto',
    question: 'Jak zmienić hasło?',
    en: {
      category: 'Account',
      question: 'How do I change my password?',
      answer:
        'Go to “My profile” → “Change login and password”. If you do not remember your password, use the “Forgot your password?” link on the login page.',
    },
    answer:
      'Wejdź w „Mój profil” → „Zmień login i hasło”. Jeśli nie pamiętasz hasła, użyj linku „Nie pamiętasz hasła?” na stronie logowania.',
  },
  {
    category: 'Konto',
    question: 'Jak zaktualizować dane firmy?',
    en: {
      category: 'Account',
      question: 'How do I update my company details?',
      answer: 'Change them in “My profile” → “Edit details”. The SAP number and the group are assigned by the programme’s account manager.',
    },
    answer: 'Dane firmy zmienisz w „Mój profil” → „Edytuj dane”. Numer SAP i grupę nadaje opiekun programu.',
  },
  {
    category: 'Konkurs',
    question: 'Jak często aktualizowane są rankingi?',
    en: {
      category: 'Contest',
      question: 'How often are the rankings updated?',
      answer: 'Results are updated every two weeks; the data date is shown next to the ranking (“as of”).',
    },
    answer: 'Wyniki aktualizujemy co dwa tygodnie, a data danych jest widoczna przy rankingu („stan na dzień”).',
  },
  {
    category: 'Konkurs',
    question: 'Kto trafia do klasy VIP?',
    answer: 'Firmy, które w poprzednim roku przekroczyły 21 000 punktów.',
    en: {
      category: 'Contest',
      question: 'Who is in the VIP class?',
      answer: 'Companies that exceeded 21,000 points in the previous year.',
    },
  },
  {
    category: 'Punkty i nagrody',
    question: 'Gdzie znajdę kod na opakowaniu?',
    en: {
      category: 'Points and prizes',
      question: 'Where do I find the code in the package?',
      answer: 'The code is printed inside the product’s packaging. You can type it in or scan it with your phone.',
    },
    answer: 'Kod jest wydrukowany wewnątrz opakowania produktu. Możesz go wpisać lub zeskanować telefonem.',
  },
  {
    category: 'Punkty i nagrody',
    question: 'Ile trwa realizacja zamówienia nagrody?',
    en: {
      category: 'Points and prizes',
      question: 'How long does a prize order take?',
      answer: 'Usually up to 14 working days from the order’s acceptance.',
    },
    answer: 'Zwykle do 14 dni roboczych od akceptacji zamówienia.',
  },
] as const

const PRODUCT_NAMES = {
  premium: [
    'Rynna półokrągła Premium 125 mm',
    'Rynna półokrągła Premium 150 mm',
    'Rura spustowa Premium 90 mm',
    'Rura spustowa Premium 110 mm',
    'Hak rynnowy stalowy Premium',
    'Narożnik zewnętrzny Premium 135°',
    'Złączka rynny Premium z uszczelką',
  ],
  standard: [
    'Rynna Standard 100 mm',
    'Rynna Standard 125 mm',
    'Rura spustowa Standard 75 mm',
    'Rura spustowa Standard 90 mm',
    'Lej spustowy Standard',
  ],
  roof_covering: ['Blachodachówka modułowa Żywiczna', 'Blacha trapezowa T-18', 'Gąsior dachowy półokrągły'],
} as const
const POINTS = { premium: 2, standard: 1, roof_covering: 0.5 } as const

const PRIZES = [
  {
    index: 'NAG-001',
    en: { name: 'Cordless screwdriver 18 V' },
    name: 'Wkrętarka akumulatorowa 18 V',
    category: 'auto-workshop',
    points: 450,
    stock: 25,
    motif: 'tool',
    colour: '#8a4f00',
  },
  {
    index: 'NAG-002',
    en: { name: 'Espresso machine' },
    name: 'Ekspres ciśnieniowy',
    category: 'home-appliances',
    points: 900,
    stock: 10,
    motif: 'cup',
    colour: '#5b3a29',
  },
  {
    index: 'NAG-003',
    en: { name: 'Wireless headphones' },
    name: 'Słuchawki bezprzewodowe',
    category: 'audio-video',
    points: 350,
    stock: 40,
    motif: 'headphones',
    colour: '#34495e',
  },
  {
    index: 'NAG-004',
    en: { name: 'Barbecue set' },
    name: 'Zestaw grillowy',
    category: 'home-garden',
    points: 300,
    stock: 30,
    motif: 'grill',
    colour: '#a23b2a',
  },
  {
    index: 'NAG-005',
    en: { name: 'Sports smartwatch' },
    name: 'Smartwatch sportowy',
    category: 'smartphones-gadgets',
    points: 700,
    stock: 15,
    motif: 'watch',
    colour: '#2a7f62',
  },
  {
    index: 'NAG-006',
    en: { name: 'Trekking bike' },
    name: 'Rower trekkingowy',
    category: 'sport-leisure',
    points: 2500,
    stock: 5,
    motif: 'bike',
    colour: '#0b4f6c',
  },
  {
    index: 'NAG-007',
    en: { name: 'Sonic toothbrush' },
    name: 'Szczoteczka soniczna',
    category: 'health-beauty',
    points: 250,
    stock: 50,
    motif: 'brush',
    colour: '#7a2e5d',
  },
  {
    index: 'NAG-008',
    en: { name: 'Compact camera' },
    name: 'Aparat fotograficzny kompaktowy',
    category: 'computers-photo',
    points: 1800,
    stock: 8,
    motif: 'camera',
    colour: '#1f3a5f',
  },
] as const

const asSystem = { overrideAccess: true } as const

async function exists(
  payload: Payload,
  collection: 'pages' | 'news' | 'faq' | 'products' | 'prizes',
  field: string,
  value: string,
): Promise<boolean> {
  return (await payload.count({ collection, where: { [field]: { equals: value } }, ...asSystem })).totalDocs > 0
}

/** The English translation of a record just created in Polish (the demo's product names stay Polish: they fall back). */
async function inEnglish<C extends 'pages' | 'news' | 'faq' | 'prizes'>(
  payload: Payload,
  collection: C,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  await payload.update({ collection, id, data: data as never, locale: 'en', ...asSystem })
}

export async function seedContent(payload: Payload): Promise<void> {
  for (const { blocks, en, ...page } of PAGES) {
    if (await exists(payload, 'pages', 'key', page.key)) continue
    const { id } = await payload.create({
      collection: 'pages',
      data: { ...page, content: richText([...blocks]), _status: 'published' },
      ...asSystem,
    })
    await inEnglish(payload, 'pages', id, { title: en.title, lead: en.lead, content: richText([...en.blocks]), _status: 'published' })
  }
  for (const { en, ...news } of NEWS) {
    if (await exists(payload, 'news', 'slug', news.slug)) continue
    const { id } = await payload.create({
      collection: 'news',
      data: {
        ...news,
        content: richText([news.lead, 'Szczegóły znajdziesz w zakładce „Zasady” oraz w regulaminie programu.']),
        _status: 'published',
      },
      ...asSystem,
    })
    await inEnglish(payload, 'news', id, {
      ...en,
      content: richText([en.lead, 'See the “Rules” tab and the programme’s regulations for the details.']),
      _status: 'published',
    })
  }
  for (const [order, { en, ...faq }] of FAQ.entries()) {
    if (await exists(payload, 'faq', 'question', faq.question)) continue
    const { id } = await payload.create({ collection: 'faq', data: { ...faq, order }, ...asSystem })
    await inEnglish(payload, 'faq', id, en)
  }
  let number = 0
  for (const [line, names] of Object.entries(PRODUCT_NAMES) as Array<[keyof typeof PRODUCT_NAMES, readonly string[]]>) {
    for (const name of names) {
      const index = `PRD-${String(++number).padStart(3, '0')}`
      if (await exists(payload, 'products', 'index', index)) continue
      await payload.create({
        collection: 'products',
        data: { index, name, product_line: line, unit: line === 'roof_covering' ? 'm2' : 'm', points_per_unit: POINTS[line] },
        ...asSystem,
      })
    }
  }
  for (const { motif, colour, en, ...prize } of PRIZES) {
    if (await exists(payload, 'prizes', 'index', prize.index)) continue
    const image = await demoPicture(payload, prize.name, colour, MOTIFS[motif], prize.index.toLowerCase(), null)
    const { id } = await payload.create({
      collection: 'prizes',
      // Demo market values: one point is worth about one złoty.
      data: {
        ...prize,
        gross_value_grosze: prize.points * 100,
        image,
        description: `${prize.name} – nagroda z katalogu programu.`,
        active: true,
      },
      ...asSystem,
    })
    await inEnglish(payload, 'prizes', id, { ...en, description: `${en.name} – a prize from the programme’s catalogue.` })
  }
}

/** A seeded pseudo-random sequence, so the demo codes are the same on every fresh database. */
export function demoRandom(seed: number) {
  let state = seed
  return () => (state = (state * 16807) % 2147483647) / 2147483647
}

export const DEMO_BATCH = { name: 'Partia demonstracyjna 2025', points: 20, count: 20, seed: 20250101 }

/** The demo codes a fresh database gets, in order (tests and the README use them). */
export function demoCodes(count = DEMO_BATCH.count): string[] {
  const random = demoRandom(DEMO_BATCH.seed)
  const codes = new Set<string>()
  while (codes.size < count) codes.add(makeCode(random))
  return [...codes]
}

/** Demo package codes (20 PKT each) for the premium gutter; `npm run seed` prints a few of them. */
export async function seedCodes(payload: Payload): Promise<string[]> {
  // generateBatch draws with the same sequence as demoCodes(), so both list the same codes.
  const existing = await payload.find({ collection: 'code-batches', where: { name: { equals: DEMO_BATCH.name } }, limit: 1, ...asSystem })
  if (existing.docs[0]) {
    const codes = await payload.find({
      collection: 'codes',
      where: { batch: { equals: existing.docs[0].id } },
      sort: 'createdAt',
      pagination: false,
      ...asSystem,
    })
    return codes.docs.map((c) => c.code)
  }
  const product = (await payload.find({ collection: 'products', where: { index: { equals: 'PRD-001' } }, limit: 1, ...asSystem })).docs[0]
  const { codes } = await generateBatch(payload, {
    name: DEMO_BATCH.name,
    productId: product?.id,
    pointsPerCode: DEMO_BATCH.points,
    count: DEMO_BATCH.count,
    random: demoRandom(DEMO_BATCH.seed),
  })
  return codes
}
