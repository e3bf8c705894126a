import { useTranslation } from '../../lib/i18n'
import { Link } from 'react-router-dom'
import { paths } from '@portal/shared'
import { ContactBox } from '../../features/contact/components/ContactBox'
import { LatestNews } from '../../features/content/components/LatestNews'
import { PointsFigure } from '../../components/PointsFigure'
import { usePageData } from '../../lib/page-data'
import { partnerNavigation } from '../layout/navigation'

/** The partner's home after login: greeting, their key figure, the latest news and quick links of their programme. */
export function StartPage() {
  const { t } = useTranslation()
  const { data } = usePageData()
  const user = data?.user
  if (!data || !user) return null
  const points = user.programme === 'points'
  const links = [
    ...partnerNavigation(data, t).filter((item) => item.to !== paths.about),
    ...(points
      ? [
          { to: paths.superwomen, label: t('nav.superwomen') },
          { to: paths.investments, label: t('nav.investments') },
          { to: paths.archive, label: t('nav.archive') },
        ]
      : []),
    { to: paths.profile, label: t('nav.profile') },
  ]
  return (
    <div className="stack">
      <section className="card">
        <h1>{t('start.title', { name: user.full_name })}</h1>
        <p className="lead">{t('start.lead')}</p>
        <p className="badge">{t(points ? 'start.pointsProgramme' : 'start.contestProgramme')}</p>
        {points && (
          <>
            <PointsFigure />
            {/* The tradesperson's main job, one tap from home on a phone. */}
            <Link className="button button--primary button--wide" to={paths.addCode}>
              {t('nav.addCode')}
            </Link>
          </>
        )}
      </section>
      <section className="card">
        <LatestNews />
      </section>
      <section className="card" aria-labelledby="quick-links">
        <h2 id="quick-links">{t('start.quickLinks')}</h2>
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
      <ContactBox />
    </div>
  )
}
