import { useTranslation } from '../../../lib/i18n'
import { usePoints } from '../../../lib/points'
import { formatPoints } from '../../../lib/format'

/** Where the available points come from: everything received, minus everything spent on prizes. */
export function PointsSummary() {
  const { t } = useTranslation()
  const points = usePoints()
  if (!points.data) return null
  const figures = [
    ['history.received', points.data.received],
    ['history.spent', points.data.sent],
    ['start.availablePoints', points.data.available],
  ] as const
  return (
    <dl className="points-summary">
      {figures.map(([label, value]) => (
        <div key={label} className="key-figure">
          <dt>{t(label)}</dt>
          <dd>{formatPoints(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
