import { useTranslation } from 'react-i18next'

/** Sections of the route table whose features are planned in later issues (rules, ranking, prizes, FAQ, contact). */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation()
  return (
    <section className="card">
      <h1>{t(titleKey)}</h1>
      <p className="lead">{t('comingSoon.title')}</p>
      <p>{t('comingSoon.text')}</p>
    </section>
  )
}
