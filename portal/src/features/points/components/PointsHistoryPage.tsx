import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRegisteredCodes, useTransactions } from '../api/points'
import { PointsFigure } from './PointsFigure'

const date = (iso: string) => new Date(iso).toLocaleDateString('pl-PL')
const points = (value: number) => `${value > 0 ? '+' : ''}${value.toLocaleString('pl-PL')} PKT`

/** The account tabs of the points scheme: my transactions (label, points, date) and my codes. */
export function PointsHistoryPage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'transactions' | 'codes'>('transactions')
  const transactions = useTransactions()
  const codes = useRegisteredCodes()
  return (
    <section className="card">
      <h1>{t('history.title')}</h1>
      <PointsFigure />
      <div role="tablist" aria-label={t('history.title')} className="tabs">
        <button type="button" role="tab" aria-selected={tab === 'transactions'} onClick={() => setTab('transactions')}>{t('history.transactions')}</button>
        <button type="button" role="tab" aria-selected={tab === 'codes'} onClick={() => setTab('codes')}>{t('history.codes')}</button>
      </div>
      {tab === 'transactions' ? (
        transactions.data?.length ? (
          <div className="table-wrap" role="tabpanel">
            <table className="table">
              <thead><tr><th scope="col">{t('history.label')}</th><th scope="col">{t('history.points')}</th><th scope="col">{t('history.date')}</th></tr></thead>
              <tbody>{transactions.data.map((row, i) => <tr key={i}><td>{row.label}</td><td>{points(row.points)}</td><td>{date(row.date)}</td></tr>)}</tbody>
            </table>
          </div>
        ) : (
          <p role="tabpanel">{t('history.noTransactions')}</p>
        )
      ) : codes.data?.length ? (
        <div className="table-wrap" role="tabpanel">
          <table className="table">
            <thead><tr><th scope="col">{t('history.code')}</th><th scope="col">{t('history.product')}</th><th scope="col">{t('history.points')}</th><th scope="col">{t('history.date')}</th></tr></thead>
            <tbody>{codes.data.map((row) => <tr key={row.code}><td>{row.code}</td><td>{row.product}</td><td>{points(row.points)}</td><td>{date(row.registered_at)}</td></tr>)}</tbody>
          </table>
        </div>
      ) : (
        <p role="tabpanel">{t('history.noCodes')}</p>
      )}
    </section>
  )
}
