import { useTranslation } from '../../lib/i18n'
import { Link } from 'react-router-dom'
import { paths } from '@portal/shared'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="card card--center">
      <h1>{t('notFound.title')}</h1>
      <Link className="button" to={paths.home}>
        {t('notFound.back')}
      </Link>
    </section>
  )
}
