import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { formatCode, isValidCode, normalizeCode } from '@portal/shared'
import { notify } from '../../../lib/notifications/store'
import { type QueuedCode, codeQueue } from '../api/queue'
import { syncPendingCodes } from '../api/sync'
import { preloadScanner, Scanner } from './Scanner'

type Tab = 'scan' | 'enter'

const STATUS_CLASS: Record<QueuedCode['status'], string> = {
  pending: 'pending',
  registered: 'ok',
  already_registered: 'bad',
  not_found: 'bad',
  invalid: 'bad',
}

/** Add code: scan or type codes, kept on the device until a sync settles each one. Works offline. */
export function AddCodePage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const [tab, setTab] = useState<Tab>('enter')
  const [value, setValue] = useState(params.get('kod') ?? '')
  const [entries, setEntries] = useState<QueuedCode[]>([])
  const [syncing, setSyncing] = useState(false)
  const syncingRef = useRef(false)

  const reload = useCallback(async () => setEntries(await codeQueue.all()), [])

  const sync = useCallback(
    async (manual: boolean) => {
      if (syncingRef.current) return
      if (!navigator.onLine) {
        if (manual) notify('warning', t('codes.title'), t('codes.offline'))
        return
      }
      syncingRef.current = true
      setSyncing(true)
      try {
        const result = await syncPendingCodes()
        await reload()
        if (result.sent > 0) {
          if (result.success) notify('success', t('codes.title'), 'codes.syncSuccess')
          else notify('warning', t('codes.title'), result.message)
          await queryClient.invalidateQueries({ queryKey: ['points'] })
        }
      } catch {
        notify('error', t('codes.title'), t('codes.syncError'))
      } finally {
        syncingRef.current = false
        setSyncing(false)
      }
    },
    [queryClient, reload, t],
  )

  const scanned = useCallback((code: string) => {
    setValue(formatCode(code))
    setTab('enter')
  }, [])

  useEffect(preloadScanner, [])

  useEffect(() => {
    void reload().then(() => sync(false))
    const online = () => void sync(false)
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [reload, sync])

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const code = normalizeCode(value)
    if (!code) return notify('warning', t('codes.title'), t('codes.empty'))
    if (!isValidCode(code)) return notify('error', t('codes.title'), t('codes.invalid'))
    if (await codeQueue.get(code)) return notify('warning', t('codes.title'), t('codes.alreadyAdded'))
    await codeQueue.put({
      code,
      status: 'pending',
      idempotency_key: crypto.randomUUID(),
      message: null,
      product: null,
      points: null,
      registered_at: null,
      added_at: new Date().toISOString(),
    })
    setValue('')
    notify('success', t('codes.title'), 'codes.added')
    await reload()
    await sync(false)
  }

  const remove = async (code: string) => {
    await codeQueue.remove(code)
    await reload()
  }

  const pending = entries.filter((e) => e.status === 'pending').length
  return (
    <div className="stack">
      <section className="card">
        <h1>{t('codes.title')}</h1>
        <p className="lead">{t('codes.lead')}</p>
        <div role="tablist" aria-label={t('codes.title')} className="tabs">
          <button type="button" role="tab" aria-selected={tab === 'scan'} onClick={() => setTab('scan')}>
            {t('codes.scanTab')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'enter'} onClick={() => setTab('enter')}>
            {t('codes.enterTab')}
          </button>
        </div>
        {tab === 'scan' ? (
          <Scanner onCode={scanned} />
        ) : (
          <form onSubmit={add} noValidate className="form form--inline">
            <div className="field">
              <label htmlFor="code-input">{t('codes.codeLabel')}</label>
              <input
                id="code-input"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                placeholder="XXXX-XXXX"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <button type="submit" className="button button--primary">
              {t('codes.add')}
            </button>
          </form>
        )}
      </section>
      <section className="card" aria-labelledby="code-list">
        <div className="card__header">
          <h2 id="code-list">{t('codes.listTitle')}</h2>
          <button type="button" className="button" onClick={() => void sync(true)} disabled={syncing || pending === 0}>
            {t('codes.sync', { count: pending })}
          </button>
        </div>
        {entries.length === 0 ? (
          <p>{t('codes.emptyList')}</p>
        ) : (
          <ul className="code-list">
            {entries.map((entry) => (
              <li key={entry.code} className={`code-entry code-entry--${STATUS_CLASS[entry.status]}`}>
                <div>
                  <strong className="code-entry__code">{formatCode(entry.code)}</strong>
                  <span className="code-entry__status">{t(`codes.status.${entry.status}`)}</span>
                  {entry.status === 'registered' && (
                    <span className="code-entry__details">
                      {entry.product} · {t('codes.points', { points: entry.points })}
                      {entry.registered_at && ` · ${new Date(entry.registered_at).toLocaleDateString('pl-PL')}`}
                    </span>
                  )}
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void remove(entry.code)}
                  aria-label={t('codes.remove', { code: formatCode(entry.code) })}
                >
                  {t('codes.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
