import { paths } from '@portal/shared'
import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { RichText } from '../../../components/RichText'
import { useNews } from '../api/content'
import { formatDate } from '../../../lib/format'

export function NewsPage() {
  const { t } = useTranslation()
  const { slug = '' } = useParams()
  const news = useNews(slug)
  if (news.isPending) return <p className="loading">{t('common.loading')}</p>
  if (news.isError)
    return (
      <section className="card">
        <h1>{t('content.unavailableTitle')}</h1>
        <p>{news.error.message}</p>
        <Link to={paths.news}>{t('content.backToNews')}</Link>
      </section>
    )
  return (
    <article className="card">
      <time dateTime={news.data.published_at}>{formatDate(news.data.published_at, 'long')}</time>
      <h1>{news.data.title}</h1>
      <p className="lead">{news.data.lead}</p>
      {news.data.image?.url && <img className="news-image" src={news.data.image.url} alt={news.data.image.alt} />}
      <RichText content={news.data.content} />
      <p>
        <Link to={paths.news}>{t('content.backToNews')}</Link>
      </p>
    </article>
  )
}
