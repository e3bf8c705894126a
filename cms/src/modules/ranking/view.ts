import type { Payload } from 'payload'
import type { OwnPlace, RankingList, RankingView } from '@portal/shared'
import { GOLD_THRESHOLD, type RankedCompany, type VipRankedCompany } from '../../domain/ranking'
import { readModelOf } from '../../cache/readModel'
import { currentClassification } from './publications'
import type { PartnerUser } from '../auth/users'

/** The top of each list; the partner's own company is always added when it is further down. */
const SHOWN_PLACES = 20
const GOLD_PRIZE = 'Nagroda regionalna GOLD'

function list(
  rows: Array<RankedCompany | VipRankedCompany>,
  ownRow: RankedCompany | undefined,
  prizeOf: (row: RankedCompany) => string | null,
): RankingList {
  const companyId = ownRow?.companyId
  const shown = rows.slice(0, SHOWN_PLACES)
  if (ownRow && !shown.includes(ownRow)) shown.push(ownRow)
  const own: OwnPlace | null = ownRow
    ? {
        place: ownRow.place,
        score: ownRow.score,
        pointsToNextPlace: ownRow.pointsToNextPlace,
        pointsToPrizePlaces: ownRow.pointsToPrizePlaces,
        prize: prizeOf(ownRow),
      }
    : null
  return {
    rows: shown.map((row) => ({
      place: row.place,
      company: row.companyName,
      score: row.score,
      prize: prizeOf(row),
      own: row.companyId === companyId,
    })),
    total: rows.length,
    own,
  }
}

const emptyList: RankingList = { rows: [], total: 0, own: null }

/** GET /api/ranking for one partner: the national VIP list and their region's GOLD lists (one view per company and publication). */
export function rankingView(payload: Payload, partner: PartnerUser): Promise<RankingView> {
  const companyId = partner.company ? (typeof partner.company === 'object' ? partner.company.id : partner.company) : null
  return readModelOf(payload, 'ranking-views', ['ranking'], (key) => companyView(payload, key || null)).get(companyId ?? '')
}

async function companyView(payload: Payload, companyId: string | null): Promise<RankingView> {
  const current = await currentClassification(payload)
  if (!current)
    return { published: false, data_date: null, vip: emptyList, gold: null, standing: { company: null, class: 'none', pointsToGold: null } }
  const { classification } = current
  const mine = (companyId ? current.places.get(companyId) : undefined) ?? {}
  const goldPrize = (row: RankedCompany) => (row.winner ? GOLD_PRIZE : null)
  const vip = list(classification.vip, mine.vip, (row) => (row as VipRankedCompany).prize ?? null)
  const lists = mine.region ? classification.gold[mine.region] : undefined
  const gold =
    mine.region && lists
      ? {
          region: mine.region,
          points: list(lists.points, mine.goldPoints, goldPrize),
          progression: list(lists.progression, mine.goldProgression, goldPrize),
        }
      : null
  const inVip = mine.vip
  // A company below both thresholds is in no list; its own points still say how far GOLD is.
  const own = companyId ? current.byCompany.get(companyId) : undefined
  return {
    published: true,
    data_date: current.dataDate,
    vip,
    gold,
    standing: {
      company: own?.companyName ?? null,
      class: inVip ? 'vip' : gold ? 'gold' : 'none',
      pointsToGold: !inVip && !gold && own ? Math.max(0, Math.round((GOLD_THRESHOLD - own.points) * 100) / 100) : null,
    },
  }
}
