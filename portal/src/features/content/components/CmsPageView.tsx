import { useTranslation } from '../../../lib/i18n'
import { RichText } from '../../../components/RichText'
import { usePage } from '../api/content'

/** A content page edited in the Payload admin (about, prizes, superwomen, investments, archive). */
export function CmsPageView({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation()
  const page = usePage(pageKey)
  if (page.isPending) return <p className="loading">{t('common.loading')}</p>
  if (page.isError)
    return (
      <section className="card">
        <h1>{t('content.unavailableTitle')}</h1>
        <p>{page.error.message}</p>
      </section>
    )
  return (
    <article className="card">
      <h1>{page.data.title}</h1>
      {page.data.lead && <p className="lead">{page.data.lead}</p>}
      <RichText content={page.data.content} />
    </article>
  )
}
