import { useTranslation } from 'react-i18next'

/** The welcome text (spec §2 About); marketing will edit it in the CMS once content pages arrive. */
export function AboutPage() {
  const { t } = useTranslation()
  return (
    <section className="card">
      <h1>{t('about.title')}</h1>
      <p className="lead">{t('about.lead')}</p>
      <p>{t('about.text')}</p>
    </section>
  )
}
