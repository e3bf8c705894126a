import { useTranslation } from '../i18n'
import { dismiss, TOAST_GROUPS, useToasts } from './store'

/** Toast groups at the top of the screen; success toasts carry a translation key as their text. */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <div className="toaster" aria-label={t('toast.region')} role="region">
      {TOAST_GROUPS.map((group) => {
        const inGroup = toasts.filter((toast) => toast.group === group)
        if (inGroup.length === 0) return null
        return (
          <ul key={group} className={`toast-group toast-group--${group}`}>
            {inGroup.map((toast) => (
              <li key={toast.id} className={`toast toast--${group}`}>
                <div role={group === 'error' ? 'alert' : 'status'}>
                  <strong className="toast__title">{toast.title}</strong>
                  <p className="toast__text">{group === 'success' ? t(toast.text) : toast.text}</p>
                </div>
                <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => dismiss(toast.id)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )
      })}
    </div>
  )
}
