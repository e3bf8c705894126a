import { useTranslation } from '../lib/i18n'
import { usePoints } from '../lib/points'
import { formatDayNumeric, formatPoints } from '../lib/format'

/** The partner's available points, the key figure of the points scheme, and the next of them to expire. */
export function PointsFigure() {
  const { t } = useTranslation()
  const points = usePoints()
  if (!points.data) return null
  return (
    <>
      <p className="key-figure">
        <span>{t('start.availablePoints')}</span>
        <strong>{formatPoints(points.data.available)}</strong>
      </p>
      <PointsExpiring />
    </>
  )
}

/** "20 PKT wygaśnie 31.03.2027": what the partner loses if nothing is spent by then. */
export function PointsExpiring() {
  const { t } = useTranslation()
  const expiring = usePoints().data?.expiring
  if (!expiring) return null
  return (
    <p className="points-expiring">
      {t('start.expiring', { points: formatPoints(expiring.points), date: formatDayNumeric(expiring.date) })}
    </p>
  )
}
