import { downloads, paths } from '@portal/shared'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Pagination } from '../../../components/Pagination'
import { RichText } from '../../../components/RichText'
import { usePageData } from '../../../lib/page-data'
import { usePage, usePointsRules, useProducts } from '../api/content'
import { Tooltip } from './Tooltip'
import { formatPoints } from '../../../lib/format'

/** /rules: the contest rules with the VIP and GOLD tooltips, the points table, the regulations and (logged in) the products table. */
export function RulesPage() {
  const { t } = useTranslation()
  const { data: pageData } = usePageData()
  const loggedIn = Boolean(pageData?.isLoggedin)
  const rulesText = usePage('rules')
  const table = usePointsRules()
  const [page, setPage] = useState(1)
  const products = useProducts(page, loggedIn)
  const regulationsHref = loggedIn ? paths.regulations : pageData?.documents.regulations?.url

  return (
    <div className="stack">
      <section className="card">
        <h1>{rulesText.data?.title ?? t('nav.rules')}</h1>
        {rulesText.data?.lead && <p className="lead">{rulesText.data.lead}</p>}
        <p className="classes">
          {t('rules.classesIntro')}{' '}
          <Tooltip term="VIP" title={t('rules.vipTitle')}>
            {t('rules.vipText')}
          </Tooltip>{' '}
          {t('rules.and')}{' '}
          <Tooltip term="GOLD" title={t('rules.goldTitle')}>
            {t('rules.goldText')}
          </Tooltip>
        </p>
        <RichText content={rulesText.data?.content} />
        {regulationsHref && (
          <p>
            <a
              className="button"
              href={regulationsHref}
              {...(loggedIn ? { download: true } : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {t('rules.downloadRegulations')}
            </a>
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="points-table">
        <h2 id="points-table">{t('rules.pointsTitle')}</h2>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('rules.productLine')}</th>
              <th scope="col">{t('rules.pointsPerUnit')}</th>
            </tr>
          </thead>
          <tbody>
            {table.data?.map((rule) => (
              <tr key={rule.line}>
                <td>{t(`rules.lines.${rule.line}`)}</td>
                <td>{rule.points.map((p) => `${formatPoints(p)} / ${t(`rules.units.${rule.unit}`)}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="products-table">
        <h2 id="products-table">{t('rules.productsTitle')}</h2>
        {!loggedIn && <p>{t('rules.productsLogin')}</p>}
        {loggedIn && (
          <>
            <p className="actions">
              <a className="button" href={downloads.premiumProductsPdf} download>
                {t('rules.premiumPdf')}
              </a>
              <a className="button" href={downloads.premiumProductsCsv} download>
                {t('rules.premiumCsv')}
              </a>
            </p>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('rules.index')}</th>
                    <th scope="col">{t('rules.name')}</th>
                    <th scope="col">{t('rules.pointsPerUnit')}</th>
                  </tr>
                </thead>
                <tbody>
                  {products.data?.items.map((product) => (
                    <tr key={product.id}>
                      <td>{product.index}</td>
                      <td>{product.name}</td>
                      <td>{`${formatPoints(product.points_per_unit)} / ${t(`rules.units.${product.unit}`)}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {products.data && (
              <Pagination
                current={products.data.current_page}
                last={products.data.last_page}
                onChange={setPage}
                label={t('rules.productsPages')}
              />
            )}
          </>
        )}
      </section>
    </div>
  )
}
