import { useTranslation } from '../lib/i18n'
import { paginationWindow } from '@portal/shared'

/** Prev / pages / Next with the window of spec §2 (five pages, first and last two when far away). */
export function Pagination({
  current,
  last,
  onChange,
  label,
}: {
  current: number
  last: number
  onChange: (page: number) => void
  label: string
}) {
  const { t } = useTranslation()
  if (last <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__step" onClick={() => onChange(current - 1)} disabled={current <= 1}>
        {t('pagination.prev')}
      </button>
      <ul>
        {paginationWindow(current, last).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" onClick={() => onChange(current + 1)} disabled={current >= last}>
        {t('pagination.next')}
      </button>
    </nav>
  )
}
