import { useTranslation } from '../../lib/i18n'
import type { PageData } from '@portal/shared'

const SOCIAL_LABELS: Record<string, string> = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn' }

/** Shown only to logged-in partners: social links, the helpline of their programme and the contact e-mail. */
export function Footer({ data }: { data: PageData }) {
  const { t } = useTranslation()
  const email = data.user?.programme === 'points' ? data.sbh.email : data.dth.email
  const social = Object.entries(data.social)
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <strong>{t('footer.helpline')}</strong>
          <p>
            <a href={`tel:${data.helpline.phone.replace(/\s/g, '')}`}>{data.helpline.phone}</a>
            <br />
            {data.helpline.hours}
          </p>
        </div>
        <div>
          <strong>{t('footer.contactEmail')}</strong>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
        {social.length > 0 && (
          <div>
            <strong>{t('footer.social')}</strong>
            <ul className="footer__social">
              {social.map(([network, url]) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {SOCIAL_LABELS[network] ?? network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="footer__rights">
        © {new Date().getFullYear()} {data.brand.name}. {t('footer.rights')}
      </p>
    </footer>
  )
}
