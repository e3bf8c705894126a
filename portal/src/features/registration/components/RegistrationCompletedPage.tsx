import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { paths } from '@portal/shared'

export function RegistrationCompletedPage() {
  const { t } = useTranslation()
  return (
    <section className="card card--narrow card--center">
      <h1>{t('registration.completedTitle')}</h1>
      <p className="lead">{t('registration.completedText')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('registration.goToLogin')}
      </Link>
    </section>
  )
}
