import type { Payload } from 'payload'
import { CONTEST_REGIONS, RANKING_COLUMNS } from '@portal/shared'
import { VIP_THRESHOLD } from '@portal/cms/contest-rules'
import { publishRanking } from '@portal/cms/ranking'

const asSystem = { overrideAccess: true } as const

/** A NIP with a valid check digit, from a nine-digit stem (stems whose check would be 10 are skipped). */
export function demoNip(stem: number): string {
  for (let candidate = stem; ; candidate++) {
    const digits = String(candidate).padStart(9, '0').split('').map(Number)
    const control = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11
    if (control !== 10) return digits.join('') + control
  }
}

const NAMES = [
  'Hurtownia Budowlana',
  'Dachbud',
  'Rynnex',
  'Blachodach',
  'Skład Budowlany',
  'Centrum Dachów',
  'Budmat',
  'Dach-Pol',
  'Eko-Dach',
  'Termobud',
  'Dachmistrz',
  'Rynna Plus',
]

/** The demo contest: seven VIP companies (spec §9: 7 qualified in 2025) and GOLD companies in every region. */
export function demoContestRows(): Array<{ nip: string; name: string; region: string; previous: number; points: number }> {
  const rows = Array.from({ length: 7 }, (_, i) => ({
    nip: demoNip(700000000 + i * 1111),
    name: `${NAMES[i]} VIP ${i + 1}`,
    region: CONTEST_REGIONS[i % 8]!,
    previous: 30000 - i * 1200,
    points: 26000 - i * 1700,
  }))
  CONTEST_REGIONS.forEach((region, r) => {
    for (let i = 0; i < 3; i++) {
      rows.push({
        nip: demoNip(800000000 + r * 10000 + i * 97),
        name: `${NAMES[(r + i + 7) % NAMES.length]} ${region}`,
        region,
        previous: 3000 + i * 900 + r * 50,
        points: 9000 - i * 1400 - r * 100,
      })
    }
  })
  // partner@demo.pl's company: fourth in GOLD Centrum (after 9,000, 7,600 and 6,200) until an admin publishes better results.
  rows.push({ nip: '5260250274', name: 'Dachy Kowalski Sp. z o.o.', region: 'Centrum', previous: 5200, points: 6100 })
  return rows
}

export function contestCsv(rows: ReturnType<typeof demoContestRows>): string {
  const header = [RANKING_COLUMNS.nip, RANKING_COLUMNS.name, RANKING_COLUMNS.region, RANKING_COLUMNS.previous, RANKING_COLUMNS.points].join(
    ';',
  )
  return (
    [
      header,
      ...rows.map((r) => [r.nip, r.name, r.region, String(r.previous).replace('.', ','), String(r.points).replace('.', ',')].join(';')),
    ].join('\n') + '\n'
  )
}

/** The demo ranking's data date ("stan na dzień"); the demo news are dated before it, in the same contest year. */
export const DEMO_RANKING_DATE = '2025-06-15'

export async function seedContest(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'ranking-publications', ...asSystem })).totalDocs > 0) return
  const rows = demoContestRows()
  for (const row of rows) {
    if ((await payload.count({ collection: 'companies', where: { tax_identifier: { equals: row.nip } }, ...asSystem })).totalDocs > 0)
      continue
    await payload.create({
      collection: 'companies',
      data: { name: row.name, tax_identifier: row.nip, potential_group: row.previous > VIP_THRESHOLD ? 'VIP' : 'GOLD' },
      ...asSystem,
    })
  }
  const programme = (await payload.find({ collection: 'staff', where: { email: { equals: 'program@demo.pl' } }, limit: 1, ...asSystem }))
    .docs[0]!
  await publishRanking(payload, Buffer.from(contestCsv(rows)), `ranking-${DEMO_RANKING_DATE}.csv`, DEMO_RANKING_DATE, programme)
}
