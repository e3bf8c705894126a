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

export type RankingImportError = { row: number; message: string }

export type RankingMove = { company: string; list: string; from: number | null; to: number | null }

/** The dry run: every row error and, for a clean file, what changes against the current publication. */
export type RankingImportCheck = {
  rows: number
  valid: number
  errors: RankingImportError[]
  diff: {
    entered: RankingMove[]
    up: RankingMove[]
    down: RankingMove[]
    left: RankingMove[]
    counts: { entered: number; up: number; down: number; left: number }
  } | null
}
