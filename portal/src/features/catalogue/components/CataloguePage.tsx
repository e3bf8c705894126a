import { PointsFigure } from '../../../components/PointsFigure'
import { paths } from '@portal/shared'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/notifications/store'
import { type PrizeFilters, useCartChange, usePrizes } from '../api/catalogue'
import { formatPoints } from '../../../lib/format'

const PRIZE_CATEGORIES = [
  'audio-video',
  'auto-workshop',
  'home-appliances',
  'home-garden',
  'health-beauty',
  'computers-photo',
  'smartphones-gadgets',
  'sport-leisure',
] as const

const SORTS = [
  { value: 'name:asc', key: 'catalogue.sortNameAsc' },
  { value: 'name:desc', key: 'catalogue.sortNameDesc' },
  { value: 'points:asc', key: 'catalogue.sortPointsAsc' },
  { value: 'points:desc', key: 'catalogue.sortPointsDesc' },
]

/** The prize catalogue: filters, sorting and Next/Prev pages, all answered by the server. */
export function CataloguePage() {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<PrizeFilters>({
    q: '',
    category: '',
    min: '',
    max: '',
    affordable: false,
    sort: 'name',
    order: 'asc',
    page: 1,
  })
  const prizes = usePrizes(filters)
  const cart = useCartChange()
  const update = (change: Partial<PrizeFilters>) => setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 }))

  const add = (prizeId: string) =>
    cart.mutate(
      { prizeId, action: 'add' },
      {
        onSuccess: () => notify('success', t('catalogue.title'), 'catalogue.added'),
        onError: (error) => notify('error', t('catalogue.title'), error instanceof ApiError ? error.message : t('catalogue.error')),
      },
    )

  return (
    <section className="card">
      <div className="card__header">
        <h1>{t('catalogue.title')}</h1>
        <Link className="button" to={paths.cart}>
          {t('catalogue.cartLink')}
        </Link>
      </div>
      <PointsFigure />
      <form className="filters" onSubmit={(e) => e.preventDefault()} role="search">
        <div className="field">
          <label htmlFor="prize-q">{t('catalogue.search')}</label>
          <input id="prize-q" type="search" value={filters.q} onChange={(e) => update({ q: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="prize-category">{t('catalogue.category')}</label>
          <select id="prize-category" value={filters.category} onChange={(e) => update({ category: e.target.value })}>
            <option value="">{t('catalogue.allCategories')}</option>
            {PRIZE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`catalogue.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="prize-min">{t('catalogue.min')}</label>
          <input id="prize-min" inputMode="numeric" value={filters.min} onChange={(e) => update({ min: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="prize-max">{t('catalogue.max')}</label>
          <input id="prize-max" inputMode="numeric" value={filters.max} onChange={(e) => update({ max: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="prize-sort">{t('catalogue.sort')}</label>
          <select
            id="prize-sort"
            value={`${filters.sort}:${filters.order}`}
            onChange={(e) => {
              const [sort, order] = e.target.value.split(':') as [PrizeFilters['sort'], PrizeFilters['order']]
              update({ sort, order })
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.key)}
              </option>
            ))}
          </select>
        </div>
        <label className="radio">
          <input type="checkbox" checked={filters.affordable} onChange={(e) => update({ affordable: e.target.checked })} />
          {t('catalogue.affordable')}
        </label>
      </form>
      {prizes.data?.items.length === 0 && <p>{t('catalogue.nothing')}</p>}
      <ul className="prize-grid">
        {prizes.data?.items.map((prize) => (
          <li key={prize.id} className="prize">
            {prize.image && <img src={prize.image.url} alt={prize.image.alt} loading="lazy" />}
            <h2>{prize.name}</h2>
            <p className="muted">{t(`catalogue.categories.${prize.category}`)}</p>
            <p className="prize__points">{formatPoints(prize.points)}</p>
            {prize.stock <= 0 && <p className="prize__stock">{t('catalogue.outOfStock')}</p>}
            <button
              type="button"
              className="button button--primary"
              onClick={() => add(prize.id)}
              disabled={cart.isPending || prize.stock <= 0}
              aria-label={t('catalogue.addLabel', { name: prize.name })}
            >
              {t('catalogue.add')}
            </button>
          </li>
        ))}
      </ul>
      {prizes.data && prizes.data.last_page > 1 && (
        <nav className="pagination" aria-label={t('catalogue.pages')}>
          <button
            type="button"
            className="pagination__step"
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            {t('pagination.prev')}
          </button>
          <span>{t('catalogue.pageOf', { page: prizes.data.current_page, last: prizes.data.last_page })}</span>
          <button
            type="button"
            className="pagination__step"
            disabled={filters.page >= prizes.data.last_page}
            onClick={() => update({ page: filters.page + 1 })}
          >
            {t('pagination.next')}
          </button>
        </nav>
      )}
    </section>
  )
}
