import { formatPoints } from '@portal/shared'
import { Alert, Box, Card, CardContent, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { Title, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { WeeklyChart, type Week } from './WeeklyChart'

type Figures = {
  partners: Array<{ programme: string; count: number }>
  partners_total: number
  active_this_month: number
  month: string
  points_issued_this_month: number
  points_spent_this_month: number
  points_expiring_90_days: number
  weekly: Week[]
  orders_waiting: Array<{ status: string; count: number }>
  last_publication: { data_date: string; rows_count: number; published_by: string | null; createdAt: string } | null
}

const number = (value: number) => value.toLocaleString('pl-PL', { maximumFractionDigits: 1 })
const date = (value: string) => new Date(value).toLocaleDateString('pl-PL')
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' })

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 220px' }}>
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary">
          {label}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** The front page: the programme at a glance, every figure counted on the server. */
export function Dashboard() {
  const translate = useTranslate()
  const [figures, setFigures] = useState<Figures | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    httpClient(`${API_URL}/dashboard`)
      .then(({ json }) => setFigures(json as Figures))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : translate('ra.notification.http_error')))
  }, [translate])

  const t = (key: string, options?: object) => translate(`dashboard.${key}`, options)
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!figures && !error && <Typography>{translate('ra.page.loading')}…</Typography>}
      {figures && (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Figure label={t('partners')}>
              <Typography variant="h4" component="p">
                {number(figures.partners_total)}
              </Typography>
              {figures.partners.map((p) => (
                <Typography key={p.programme} variant="body2">
                  {translate(`programmes.${p.programme}`)}: {number(p.count)}
                </Typography>
              ))}
              <Typography variant="body2">
                {t('active', { month: monthName(figures.month), count: number(figures.active_this_month) })}
              </Typography>
            </Figure>
            <Figure label={t('points', { month: monthName(figures.month) })}>
              <Typography variant="body1">
                {t('issued')}: <strong>{formatPoints(figures.points_issued_this_month)}</strong>
              </Typography>
              <Typography variant="body1">
                {t('spent')}: <strong>{formatPoints(figures.points_spent_this_month)}</strong>
              </Typography>
              <Typography variant="body2">
                {t('expiring')}: <strong>{formatPoints(figures.points_expiring_90_days)}</strong>
              </Typography>
            </Figure>
            <Figure label={t('waiting')}>
              {figures.orders_waiting.map((o) => (
                <Typography key={o.status} variant="body1">
                  {translate(`resources.orders.statuses.${o.status}`)}: <strong>{number(o.count)}</strong>
                </Typography>
              ))}
            </Figure>
            <Figure label={t('ranking')}>
              {figures.last_publication ? (
                <>
                  <Typography variant="body1">{t('dataDate', { date: date(figures.last_publication.data_date) })}</Typography>
                  <Typography variant="body2">
                    {t('publication', {
                      rows: number(figures.last_publication.rows_count),
                      smart_count: figures.last_publication.rows_count,
                      date: date(figures.last_publication.createdAt),
                      by: figures.last_publication.published_by ?? '–',
                    })}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2">{t('noPublication')}</Typography>
              )}
            </Figure>
          </Box>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" component="h2" color="text.secondary">
                {t('chart')}
              </Typography>
              <WeeklyChart weeks={figures.weekly} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  )
}
