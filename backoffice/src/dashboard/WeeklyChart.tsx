import { Box } from '@mui/material'
import { useTranslate } from 'react-admin'

export type Week = { week: string; codes: number; orders: number }

const COLOURS = { codes: '#0b3d55', orders: '#e07a00' }
const HEIGHT = 160

/** Codes registered and orders placed per week as paired bars; the same numbers follow as a table for screen readers. */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const translate = useTranslate()
  const max = Math.max(1, ...weeks.flatMap((w) => [w.codes, w.orders]))
  const slot = 48
  const label = (week: string) =>
    new Date(`${week}T00:00:00Z`).toLocaleDateString('pl-PL', { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 1, fontSize: 14 }} aria-hidden="true">
        {(['codes', 'orders'] as const).map((series) => (
          <Box key={series} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 12, bgcolor: COLOURS[series] }} />
            {translate(`dashboard.${series}`)}
          </Box>
        ))}
      </Box>
      <Box>
        {/* Scales down to the screen's width (375 px phones) and never grows past its natural size. */}
        <svg
          viewBox={`0 0 ${weeks.length * slot} ${HEIGHT + 24}`}
          width="100%"
          style={{ maxWidth: weeks.length * slot }}
          aria-hidden="true"
          focusable="false"
        >
          {weeks.map((w, i) => {
            const x = i * slot + 8
            const bar = (value: number) => Math.round((value / max) * HEIGHT)
            return (
              <g key={w.week}>
                <rect x={x} y={HEIGHT - bar(w.codes)} width={14} height={bar(w.codes)} fill={COLOURS.codes} />
                <rect x={x + 16} y={HEIGHT - bar(w.orders)} width={14} height={bar(w.orders)} fill={COLOURS.orders} />
                <text x={x + 15} y={HEIGHT + 16} fontSize={11} textAnchor="middle" fill="#333">
                  {label(w.week)}
                </text>
              </g>
            )
          })}
        </svg>
      </Box>
      <Box component="table" sx={{ mt: 1, fontSize: 13, borderCollapse: 'collapse', '& td, & th': { px: 1, textAlign: 'right' } }}>
        <caption style={{ textAlign: 'left' }}>{translate('dashboard.chartTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('dashboard.week')}</th>
            <th scope="col">{translate('dashboard.codes')}</th>
            <th scope="col">{translate('dashboard.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <th scope="row">{label(w.week)}</th>
              <td>{w.codes}</td>
              <td>{w.orders}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
