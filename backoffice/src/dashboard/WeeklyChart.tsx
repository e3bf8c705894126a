import { Box } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { useTranslate } from 'react-admin'

export type Week = { week: string; codes: number; orders: number }

const COLOURS = { codes: '#0b3d55', orders: '#e07a00' }

/**
 * Codes registered and orders placed per week as paired bars with axes, a scale and a legend (MUI X Charts, the
 * back office's own component family); the same numbers follow as a table for screen readers.
 */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const translate = useTranslate()
  const label = (week: string) =>
    new Date(`${week}T00:00:00Z`).toLocaleDateString('pl-PL', { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
  return (
    <Box>
      {/* Not aria-hidden: the chart's SVG takes focus for its tooltips; it is labelled, and the table below has the numbers. */}
      <Box role="figure" aria-label={translate('dashboard.chart')} sx={{ width: '100%', maxWidth: 760 }}>
        <BarChart
          height={260}
          dataset={weeks.map((w) => ({ ...w, label: label(w.week) }))}
          xAxis={[{ scaleType: 'band', dataKey: 'label', label: translate('dashboard.week') }]}
          // A scale from 0 even in a quiet quarter (all zeros would leave no ticks), whole numbers only.
          yAxis={[
            {
              label: translate('dashboard.count'),
              min: 0,
              max: Math.max(4, ...weeks.flatMap((w) => [w.codes, w.orders])),
              tickMinStep: 1,
              width: 64,
              valueFormatter: (value: number) => value.toLocaleString('pl-PL'),
            },
          ]}
          series={(['codes', 'orders'] as const).map((series) => ({
            dataKey: series,
            label: translate(`dashboard.${series}`),
            color: COLOURS[series],
            valueFormatter: (value: number | null) => (value ?? 0).toLocaleString('pl-PL'),
          }))}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
          margin={{ left: 8, right: 8 }}
        />
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
