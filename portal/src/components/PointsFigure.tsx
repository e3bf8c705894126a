import { useTranslation } from '../lib/i18n'
import { usePoints } from '../lib/points'
import { formatPoints } from '../lib/format'

/** The partner's available points, the key figure of the points scheme. */
export function PointsFigure() {
  const { t } = useTranslation()
  const points = usePoints()
  if (!points.data) return null
  return (
    <p className="key-figure">
      <span>{t('start.availablePoints')}</span>
      <strong>{formatPoints(points.data.available)}</strong>
    </p>
  )
}
