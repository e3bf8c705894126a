import { useTranslation } from '../../../lib/i18n'
import type { OwnPlace, RankingList } from '@portal/shared'
import { useRanking } from '../api/ranking'
import { formatDate, formatPoints } from '../../../lib/format'

/** Contest scores carry up to two decimals (0.5 PKT per m² of metres). */
const score = (value: number) => formatPoints(value, { decimals: 2 })

/** Where the partner's company stands in one list: its place, the gap to the next place and to the prize places. */
function OwnStanding({ own }: { own: OwnPlace }) {
  const { t } = useTranslation()
  return (
    <p className="ranking-own">
      {t('ranking.ownPlace', { place: own.place, score: score(own.score) })}{' '}
      {own.pointsToNextPlace !== null && t('ranking.toNext', { points: score(own.pointsToNextPlace) })}{' '}
      {own.prize ? t('ranking.winning', { prize: own.prize }) : t('ranking.toPrize', { points: score(own.pointsToPrizePlaces) })}
    </p>
  )
}

function RankingTable({ title, list, scoreLabel, caption }: { title: string; list: RankingList; scoreLabel: string; caption: string }) {
  const { t } = useTranslation()
  const id = title.replace(/\W+/g, '-').toLowerCase()
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.own && <OwnStanding own={list.own} />}
      {list.rows.length === 0 ? (
        <p>{t('ranking.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table ranking-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ranking.place')}</th>
                <th scope="col">{t('ranking.company')}</th>
                <th scope="col">{scoreLabel}</th>
                <th scope="col" className="ranking-table__prize">
                  {t('ranking.prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row, i) => (
                <tr
                  key={`${row.place}-${i}`}
                  className={row.own ? 'ranking-row--own' : undefined}
                  aria-current={row.own ? 'true' : undefined}
                >
                  <td>{row.place}</td>
                  <td>
                    {row.company}
                    {row.own && <strong> {t('ranking.yourCompany')}</strong>}
                    {/* On a phone the prize goes under the company instead of a fourth column (only one of the two shows). */}
                    {row.prize && <small className="ranking-table__prize-inline">{row.prize}</small>}
                  </td>
                  <td>{score(row.score)}</td>
                  <td className="ranking-table__prize">{row.prize ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.total > list.rows.length && <p className="muted">{t('ranking.more', { total: list.total })}</p>}
    </section>
  )
}

/** "Śledź swoje wyniki": the national VIP list and the partner's regional GOLD lists, as of the data date. */
export function RankingPage() {
  const { t } = useTranslation()
  const ranking = useRanking()
  const data = ranking.data
  return (
    <div className="stack">
      <section className="card">
        <h1>{t('ranking.title')}</h1>
        {ranking.isError && <p className="alert">{t('ranking.loadError')}</p>}
        {data && !data.published && <p>{t('ranking.notPublished')}</p>}
        {data?.data_date && <p className="lead">{t('ranking.asOf', { date: formatDate(data.data_date) })}</p>}
        {data?.standing.class === 'none' && data.standing.pointsToGold !== null && (
          <p className="ranking-own">{t('ranking.belowGold', { points: score(data.standing.pointsToGold) })}</p>
        )}
      </section>
      {data?.published && (
        <RankingTable title={t('ranking.vipTitle')} caption={t('ranking.vipCaption')} list={data.vip} scoreLabel={t('ranking.points')} />
      )}
      {data?.gold && (
        <>
          <RankingTable
            title={t('ranking.goldPoints', { region: data.gold.region })}
            caption={t('ranking.goldCaption')}
            list={data.gold.points}
            scoreLabel={t('ranking.points')}
          />
          <RankingTable
            title={t('ranking.goldProgression', { region: data.gold.region })}
            caption={t('ranking.goldCaption')}
            list={data.gold.progression}
            scoreLabel={t('ranking.growth')}
          />
        </>
      )}
    </div>
  )
}
