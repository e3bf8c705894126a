import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { paths } from '@portal/shared'
import { usePageData } from '../../../lib/page-data'

/** Contact box (spec §2): heading, "write to us" to /contact, and the helpline of the partner's programme. */
export function ContactBox() {
  const { t } = useTranslation()
  const helpline = usePageData().data?.helpline
  return (
    <aside className="card contact-box" aria-labelledby="contact-box-title">
      <h2 id="contact-box-title">{t('contact.boxTitle')}</h2>
      {helpline?.phone && <p>{t('contact.helpline', { phone: helpline.phone, hours: helpline.hours })}</p>}
      <Link className="button button--primary" to={paths.contact}>
        {t('contact.writeToUs')}
      </Link>
    </aside>
  )
}
