import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'

/** A term with an explanation that opens on hover or click and closes on leave or with its close icon. */
export function Tooltip({ term, title, children }: { term: string; title: string; children: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <span className="tooltip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className="tooltip__term" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        {term}
      </button>
      {open && (
        <span id={id} role="tooltip" className="tooltip__bubble">
          <strong>{title}</strong>
          <span>{children}</span>
          <button type="button" className="tooltip__close" aria-label={t('common.close')} onClick={() => setOpen(false)}>
            ×
          </button>
        </span>
      )}
    </span>
  )
}
