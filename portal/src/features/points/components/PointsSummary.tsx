import { useTranslation } from '../../../lib/i18n'
import { usePoints } from '../../../lib/points'
import { formatPoints } from '../../../lib/format'
import { PointsExpiring } from '../../../components/PointsFigure'

/** Where the available points come from: everything received, minus what was spent on prizes and what expired. */
export function PointsSummary() {
  const { t } = useTranslation()
  const points = usePoints()
  if (!points.data) return null
  const figures = [
    ['history.received', points.data.received],
    ['history.spent', points.data.sent],
    // Only once something has expired: a partner who never lost points is not told about it.
    ...(points.data.expired ? [['history.expired', points.data.expired] as const] : []),
    ['start.availablePoints', points.data.available],
    // Points of a registration the organiser is checking: shown apart, never as available.
    ...(points.data.pending ? [['history.pending', points.data.pending] as const] : []),
  ] as const
  return (
    <>
      <dl className="points-summary">
        {figures.map(([label, value]) => (
          <div key={label} className="key-figure">
            <dt>{t(label)}</dt>
            <dd>{formatPoints(value)}</dd>
          </div>
        ))}
      </dl>
      <PointsExpiring />
    </>
  )
}
