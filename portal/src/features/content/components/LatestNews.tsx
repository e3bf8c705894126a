import { links, paths } from '@portal/shared'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { useNewsList } from '../api/content'
import { formatDate } from '../../../lib/format'

/** The three newest news items, for the home screen. */
export function LatestNews() {
  const { t } = useTranslation()
  const news = useNewsList(1, 3)
  if (!news.data?.items.length) return null
  return (
    <section aria-labelledby="latest-news">
      <h2 id="latest-news">{t('content.latestNews')}</h2>
      <ul className="news-cards">
        {news.data.items.map((item) => (
          <li key={item.slug}>
            <article>
              <time dateTime={item.published_at}>{formatDate(item.published_at, 'long')}</time>
              <h3>
                <Link to={links.newsItem(item.slug)}>{item.title}</Link>
              </h3>
              <p>{item.lead}</p>
            </article>
          </li>
        ))}
      </ul>
      <Link to={paths.news}>{t('content.allNews')}</Link>
    </section>
  )
}
