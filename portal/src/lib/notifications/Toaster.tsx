import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '../i18n'
import { dismiss, TOAST_GROUPS, useToasts } from './store'

type Placement = { edge: 'top' | 'bottom'; offset: number; maxHeight: number }

const GAP = 12
/** One toast's height: the least room given even when a field fills the screen. */
const ONE_TOAST = 80

const isField = (element: EventTarget | null): element is HTMLElement =>
  element instanceof HTMLElement && element.matches('input, textarea, select')

/**
 * Where toasts go so they hide nothing in use: below the sticky top bar (never over the menu) and, for the field
 * being typed in, on the side of it with more room, only as tall as that room. On a phone at most a third of what
 * is visible (the on-screen keyboard shrinks it: the visual viewport).
 */
function placementFor(field: HTMLElement | null): Placement {
  const visual = window.visualViewport
  const visibleTop = visual?.offsetTop ?? 0
  const visibleBottom = visibleTop + (visual?.height ?? window.innerHeight)
  const phone = window.innerWidth < 700
  const cap = phone ? (visibleBottom - visibleTop) / 3 : (visibleBottom - visibleTop) * 0.6
  const barBottom = Math.max(visibleTop, document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0)
  const bottomEdge = { edge: 'bottom' as const, offset: window.innerHeight - visibleBottom + GAP }
  if (!field) return { ...bottomEdge, maxHeight: cap }
  const box = field.getBoundingClientRect()
  const above = box.top - barBottom - 2 * GAP
  const below = visibleBottom - box.bottom - 2 * GAP
  const room = (space: number) => Math.max(ONE_TOAST, Math.min(cap, space))
  return below >= above ? { ...bottomEdge, maxHeight: room(below) } : { edge: 'top', offset: barBottom + GAP, maxHeight: room(above) }
}

/** Toast groups, placed away from the field in use; success toasts carry a translation key as their text. */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  const [placement, setPlacement] = useState<Placement>(() => placementFor(null))
  const shown = toasts.length > 0
  // Placed for the last field typed in, and kept while a button is pressed: moving then could put a toast under
  // the pointer between press and release, and the button would never get the click.
  useEffect(() => {
    if (!shown) return
    const place = (target: EventTarget | null) => {
      if (isField(target)) setPlacement(placementFor(target))
    }
    setPlacement((current) => (isField(document.activeElement) ? placementFor(document.activeElement) : current))
    const onFocus = (event: FocusEvent) => place(event.target)
    const onResize = () => place(document.activeElement)
    document.addEventListener('focusin', onFocus)
    window.visualViewport?.addEventListener('resize', onResize)
    return () => {
      document.removeEventListener('focusin', onFocus)
      window.visualViewport?.removeEventListener('resize', onResize)
    }
  }, [shown, toasts.length])
  // When they do not all fit, the newest (the last) stays in sight; the older ones scroll.
  const region = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (region.current) region.current.scrollTop = region.current.scrollHeight
  }, [toasts, placement])
  return (
    <div
      ref={region}
      className={`toaster toaster--${placement.edge}`}
      style={{ [placement.edge]: placement.offset, maxHeight: placement.maxHeight }}
      aria-label={t('toast.region')}
      role="region"
    >
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
