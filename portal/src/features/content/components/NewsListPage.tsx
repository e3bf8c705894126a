import { links } from '@portal/shared'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { Pagination } from '../../../components/Pagination'
import { useNewsList } from '../api/content'
import { formatDate } from '../../../lib/format'

export function NewsListPage() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const news = useNewsList(page)
  return (
    <section className="card">
      <h1>{t('content.newsTitle')}</h1>
      {news.isPending && <p className="loading">{t('common.loading')}</p>}
      {news.data?.items.length === 0 && <p>{t('content.noNews')}</p>}
      <ul className="news-list">
        {news.data?.items.map((item) => (
          <li key={item.slug}>
            <article>
              <time dateTime={item.published_at}>{formatDate(item.published_at, 'long')}</time>
              <h2>
                <Link to={links.newsItem(item.slug)}>{item.title}</Link>
              </h2>
              <p>{item.lead}</p>
            </article>
          </li>
        ))}
      </ul>
      {news.data && (
        <Pagination current={news.data.current_page} last={news.data.last_page} onChange={setPage} label={t('content.newsPages')} />
      )}
    </section>
  )
}
