/**
 * Distributor contest 2025 (spec §1, §9): the national VIP ranking and the regional GOLD rankings.
 * Pure rules, no I/O: the caller loads the points and stores `is_ranking_winner` from `winnersOf`.
 */

/** Spec §9 "VIP threshold 21000 points in the previous year"; the issue reads it as "over", so exactly 21000 is not VIP. */
export const VIP_THRESHOLD = 21000
/** Spec §9 "GOLD: over 4500 points in 2025": strictly greater, so exactly 4500 is not GOLD. */
export const GOLD_THRESHOLD = 4500
/** Spec §9 "top 10 ranked"; places 1-5 win a trip for two, places 6-10 a trip for one. */
const VIP_PRIZE_PLACES = 10
const VIP_TRIP_FOR_TWO_PLACES = 5
export const VIP_PRIZE_FOR_TWO = 'Wycieczka dla dwóch osób'
export const VIP_PRIZE_FOR_ONE = 'Wycieczka dla jednej osoby'
type VipPrize = typeof VIP_PRIZE_FOR_TWO | typeof VIP_PRIZE_FOR_ONE

export type GoldCategory = 'points' | 'progression'

export interface CompanyResult {
  companyId: string
  companyName: string
  region: string
  previousYearPoints: number
  /** Points in the contest year (1 January – 31 December 2025). */
  points: number
}

export interface RankedCompany extends CompanyResult {
  /** The value the list is ranked by: `points`, or the growth for the GOLD progression list. */
  score: number
  /** Standard competition ranking ("1224"): equal scores share a place and the next place is skipped. */
  place: number
  /** True when another company in the same list has the same score. */
  tied: boolean
  winner: boolean
  /** Score needed to equal the next better place (equalling is enough, ties share the place); null at place 1. */
  pointsToNextPlace: number | null
  /** Score needed to reach the last prize place (VIP place 10, GOLD place 1); 0 when already there. */
  pointsToPrizePlaces: number
}

export interface VipRankedCompany extends RankedCompany {
  prize: VipPrize | null
}

interface GoldRegionRanking {
  points: RankedCompany[]
  progression: RankedCompany[]
}

export interface ContestClassification {
  vip: VipRankedCompany[]
  /** Keyed by region; only regions with at least one GOLD company appear. */
  gold: Record<string, GoldRegionRanking>
}

function isVip(result: CompanyResult): boolean {
  return result.previousYearPoints > VIP_THRESHOLD
}

/** VIP firms leave the GOLD rankings (spec §6), whatever their points this year. */
function isGold(result: CompanyResult): boolean {
  return !isVip(result) && result.points > GOLD_THRESHOLD
}

/** Spec does not define "progression"; we use growth = points − previous-year points (absolute, not percent). */
function progressionOf(result: CompanyResult): number {
  return round2(result.points - result.previousYearPoints)
}

function vipPrizeFor(place: number): VipPrize | null {
  if (place <= VIP_TRIP_FOR_TWO_PLACES) return VIP_PRIZE_FOR_TWO
  if (place <= VIP_PRIZE_PLACES) return VIP_PRIZE_FOR_ONE
  return null
}

export function classifyContest(results: readonly CompanyResult[]): ContestClassification {
  const vip = rank(results.filter(isVip), (r) => r.points, VIP_PRIZE_PLACES).map((row) => ({
    ...row,
    prize: row.winner ? vipPrizeFor(row.place) : null,
  }))

  const byRegion = new Map<string, CompanyResult[]>()
  for (const result of results.filter(isGold)) {
    const region = byRegion.get(result.region)
    if (region) region.push(result)
    else byRegion.set(result.region, [result])
  }

  const gold: Record<string, GoldRegionRanking> = {}
  for (const region of [...byRegion.keys()].sort(byPolish)) {
    const companies = byRegion.get(region) ?? []
    gold[region] = { points: rank(companies, (r) => r.points, 1), progression: rank(companies, progressionOf, 1) }
  }
  return { vip, gold }
}

/** Every company that wins a prize: VIP places 1-10 and GOLD region winners in either category. */
export function winnersOf(classification: ContestClassification): Set<string> {
  const winners = new Set<string>()
  for (const row of classification.vip) if (row.winner) winners.add(row.companyId)
  for (const region of Object.values(classification.gold)) {
    for (const row of [...region.points, ...region.progression]) if (row.winner) winners.add(row.companyId)
  }
  return winners
}

/** GOLD prizes of one company: a region winner in both categories gets two prizes (spec §9). */
export function goldPrizeCategories(classification: ContestClassification, companyId: string): GoldCategory[] {
  const categories: GoldCategory[] = []
  for (const region of Object.values(classification.gold)) {
    if (region.points.some((row) => row.winner && row.companyId === companyId)) categories.push('points')
    if (region.progression.some((row) => row.winner && row.companyId === companyId)) categories.push('progression')
  }
  return categories
}

/**
 * Ranks by score, highest first. Ties share a place ("1224") and so share its prize: a tie on the last
 * prize place gives every tied company the prize. Tied rows are shown by Polish name order, then id.
 */
function rank(companies: readonly CompanyResult[], scoreOf: (result: CompanyResult) => number, prizePlaces: number): RankedCompany[] {
  const scored = companies
    .map((result) => ({ result, score: round2(scoreOf(result)) }))
    .sort(
      (a, b) => b.score - a.score || byPolish(a.result.companyName, b.result.companyName) || byId(a.result.companyId, b.result.companyId),
    )

  // One pass, so a 50,000-row publication ranks in milliseconds: places, the next better score, ties.
  const places: number[] = []
  const betterScores: Array<number | undefined> = []
  const sameScore = new Map<number, number>()
  let lastDistinct: number | undefined
  let betterThanCurrent: number | undefined
  scored.forEach((row, index) => {
    const previous = scored[index - 1]
    if (previous !== undefined && previous.score === row.score) {
      places.push(places[index - 1] ?? index + 1)
    } else {
      places.push(index + 1)
      betterThanCurrent = lastDistinct
      lastDistinct = row.score
    }
    betterScores.push(betterThanCurrent)
    sameScore.set(row.score, (sameScore.get(row.score) ?? 0) + 1)
  })
  // The lowest score still on a prize place; everyone below needs to equal it.
  const prizeLine = scored.filter((_, index) => (places[index] ?? Infinity) <= prizePlaces).at(-1)?.score

  return scored.map(({ result, score }, index) => {
    const place = places[index] ?? index + 1
    const better = betterScores[index]
    // Fields named one by one: spreading `result` made this map take 8× longer at 50,000 rows (bench:ranking).
    return {
      companyId: result.companyId,
      companyName: result.companyName,
      region: result.region,
      previousYearPoints: result.previousYearPoints,
      points: result.points,
      score,
      place,
      tied: (sameScore.get(score) ?? 0) > 1,
      winner: place <= prizePlaces,
      pointsToNextPlace: better === undefined ? null : round2(better - score),
      pointsToPrizePlaces: prizeLine === undefined || place <= prizePlaces ? 0 : round2(prizeLine - score),
    }
  })
}

/** Points carry at most two decimals (0.5 PKT per m², metres); rounding keeps binary float noise out of ties and distances. */
function round2(value: number): number {
  return Math.round(value * 100) / 100 || 0 // `|| 0` turns -0 into 0
}

const polish = new Intl.Collator('pl')

function byPolish(a: string, b: string): number {
  return polish.compare(a, b)
}

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
