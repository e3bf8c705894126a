import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@portal/shared'
import { usePageData } from '../../../lib/page-data'
import { usePoints } from '../api/points'

/** The partner's home after login: a greeting, their programme and quick links. */
export function StartPage() {
  const { t } = useTranslation()
  const { data } = usePageData()
  const user = data?.user
  const points = usePoints(user?.programme === 'points')
  if (!user) return null
  const links = [
    { to: paths.about, label: t('nav.about') },
    { to: paths.rules, label: t('nav.rules') },
    ...(user.programme === 'contest' && data.programmes.contest ? [{ to: paths.ranking, label: t('nav.ranking') }] : []),
    { to: paths.mainPrize, label: t('nav.mainPrize') },
    { to: paths.contactUs, label: t('nav.contactUs') },
  ]
  return (
    <section className="card">
      <h1>{t('start.title', { name: user.full_name })}</h1>
      <p className="lead">{t('start.lead')}</p>
      <p className="badge">{t(user.programme === 'points' ? 'start.pointsProgramme' : 'start.contestProgramme')}</p>
      {points.data && (
        <p className="key-figure">
          <span>{t('start.availablePoints')}</span>
          <strong>{points.data.available.toLocaleString('pl-PL')} PKT</strong>
        </p>
      )}
      <h2>{t('start.quickLinks')}</h2>
      <ul className="tiles">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="tile" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
