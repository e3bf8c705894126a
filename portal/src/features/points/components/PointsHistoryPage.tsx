import { type ReactNode, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useRegisteredCodes, useTrainings, useTransactions } from '../api/points'
import { PointsSummary } from './PointsSummary'
import { formatDate, formatPoints } from '../../../lib/format'

const date = (iso: string | null) => (iso ? formatDate(iso) : '–')

type Tab = 'transactions' | 'codes' | 'trainings'

function HistoryTable({ headers, rows, empty }: { headers: string[]; rows: ReactNode[][] | undefined; empty: string }) {
  if (!rows?.length) return <p role="tabpanel">{empty}</p>
  return (
    <div className="table-wrap" role="tabpanel">
      <table className="table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The account tabs of the points scheme: my transactions (label, points, date), my codes and my trainings. */
export function PointsHistoryPage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('transactions')
  const transactions = useTransactions()
  const codes = useRegisteredCodes()
  const trainings = useTrainings()
  const tabs: Tab[] = ['transactions', 'codes', 'trainings']
  return (
    <section className="card">
      <h1>{t('history.title')}</h1>
      <PointsSummary />
      <div role="tablist" aria-label={t('history.title')} className="tabs">
        {tabs.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {t(`history.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'transactions' && (
        <HistoryTable
          headers={[t('history.label'), t('history.points'), t('history.date')]}
          rows={transactions.data?.map((row) => [row.label, formatPoints(row.points, { signed: true }), date(row.date)])}
          empty={t('history.noTransactions')}
        />
      )}
      {tab === 'codes' && (
        <HistoryTable
          headers={[t('history.code'), t('history.product'), t('history.points'), t('history.date')]}
          rows={codes.data?.map((row) => [row.code, row.product, formatPoints(row.points, { signed: true }), date(row.registered_at)])}
          empty={t('history.noCodes')}
        />
      )}
      {tab === 'trainings' && (
        <HistoryTable
          headers={[t('history.training'), t('history.trainingDates'), t('history.coupon'), t('history.points'), t('history.date')]}
          rows={trainings.data?.map((row) => [
            row.name,
            row.startAt ? `${date(row.startAt)} – ${date(row.endAt)}` : '–',
            row.coupon,
            formatPoints(row.points, { signed: true }),
            date(row.registeredAt),
          ])}
          empty={t('history.noTrainings')}
        />
      )}
    </section>
  )
}
