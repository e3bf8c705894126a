import { z } from 'zod'

/** The 2025 distributor contest (spec §1, §9): eight GOLD regions (their names are the programme's choice). */
export const CONTEST_REGIONS = [
  'Centrum',
  'Północ',
  'Północny Wschód',
  'Wschód',
  'Południowy Wschód',
  'Południe',
  'Zachód',
  'Północny Zachód',
] as const

/** The columns a ranking import file (CSV or XLSX) must have, in any order, matched without regard to case. */
export const RANKING_COLUMNS = {
  nip: 'NIP',
  name: 'Firma',
  region: 'Region',
  previous: 'Punkty poprzedni rok',
  points: 'Punkty 2025',
} as const

type RankingRow = {
  place: number
  company: string
  /** Points, or the growth over the previous year in the progression list. */
  score: number
  prize: string | null
  own: boolean
}

export type OwnPlace = { place: number; score: number; pointsToNextPlace: number | null; pointsToPrizePlaces: number; prize: string | null }

export type RankingList = { rows: RankingRow[]; total: number; own: OwnPlace | null }

/** GET /api/ranking: the national VIP list and the partner's regional GOLD lists, as of the data date. */
export type RankingView = {
  published: boolean
  data_date: string | null
  vip: RankingList
  gold: { region: string; points: RankingList; progression: RankingList } | null
  /** Where the partner's company stands: in VIP, in GOLD, or how far it is from the GOLD threshold. */
  standing: { company: string | null; class: 'vip' | 'gold' | 'none'; pointsToGold: number | null }
}

const rankingImportError = z.object({ row: z.number().int(), message: z.string() })
export type RankingImportError = z.infer<typeof rankingImportError>

const rankingMove = z.object({ company: z.string(), list: z.string(), from: z.number().int().nullable(), to: z.number().int().nullable() })
export type RankingMove = z.infer<typeof rankingMove>

/** The dry run: every row error and, for a clean file, what changes against the current publication. */
export const rankingImportCheck = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(rankingImportError),
  diff: z
    .object({
      entered: z.array(rankingMove),
      up: z.array(rankingMove),
      down: z.array(rankingMove),
      left: z.array(rankingMove),
      counts: z.object({ entered: z.number().int(), up: z.number().int(), down: z.number().int(), left: z.number().int() }),
    })
    .nullable(),
})
export type RankingImportCheck = z.infer<typeof rankingImportCheck>

/** A ranking import sends its data date and file name in the query string and the file as the body. */
export const rankingImportQuery = z.object({
  data_date: z.iso.date('Podaj datę danych (stan na dzień) w formacie RRRR-MM-DD.'),
  file_name: z.string().trim().max(200).default('ranking.csv'),
  dry_run: z.enum(['0', '1', 'true', 'false']).optional(),
})
