import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useSearchParams } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { codeProblem, formatCode, normalizeCode } from '@portal/shared'
import { ApiError } from '../../../lib/api-client'
import { notify } from '../../../lib/notifications/store'
import { pageDataQueryOptions, usePageData } from '../../../lib/page-data'
import { type QueuedCode, codeQueue } from '../api/queue'
import { syncPendingCodes } from '../api/sync'
import { preloadScanner, Scanner } from './Scanner'
import { formatDate, formatPoints } from '../../../lib/format'

type Tab = 'scan' | 'enter'

const STATUS_CLASS: Record<QueuedCode['status'], string> = {
  pending: 'pending',
  registered: 'ok',
  already_registered: 'bad',
  not_found: 'bad',
  invalid: 'bad',
}

/** One toast per outcome a partner acts on: what was credited, each code refused and why, what still waits. */
function announce(settled: QueuedCode[], message: string, t: TFunction) {
  const registered = settled.filter((entry) => entry.status === 'registered' && !entry.held)
  const held = settled.filter((entry) => entry.status === 'registered' && entry.held)
  const refused = settled.filter((entry) => entry.status !== 'registered' && entry.status !== 'pending')
  const points = registered.reduce((sum, entry) => sum + (entry.points ?? 0), 0)
  if (registered.length === 1)
    notify(
      'success',
      t('codes.title'),
      t('codes.registered', { code: formatCode(registered[0]!.code), points: formatPoints(points, { signed: true }) }),
    )
  if (registered.length > 1)
    notify(
      'success',
      t('codes.syncSuccess'),
      t('codes.registeredMany', { count: registered.length, points: formatPoints(points, { signed: true }) }),
    )
  // Registered, but its points wait for the organiser's check: never announced as credited.
  for (const entry of held)
    notify('warning', formatCode(entry.code), t('codes.held', { points: formatPoints(entry.points ?? 0, { signed: true }) }))
  for (const entry of refused.slice(0, 3)) notify('error', formatCode(entry.code), entry.message ?? t(`codes.status.${entry.status}`))
  if (refused.length > 3) notify('error', t('codes.title'), t('codes.refusedMore', { count: refused.length - 3 }))
  // A code the server did not take yet (too many attempts at once, say) stays pending with the server's reason.
  if (settled.some((entry) => entry.status === 'pending')) notify('warning', t('codes.title'), message)
}

/** Add code: scan or type codes, kept on the device for the account that added them until a sync settles each one. Works offline. */
export function AddCodePage() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const owner = usePageData().data?.user?.id ?? ''
  const [params] = useSearchParams()
  const [tab, setTab] = useState<Tab>('enter')
  const [value, setValue] = useState(params.get('kod') ?? '')
  const [entries, setEntries] = useState<QueuedCode[]>([])
  const [othersWaiting, setOthersWaiting] = useState(0)
  const [syncing, setSyncing] = useState(false)
  const syncingRef = useRef(false)

  const reload = useCallback(async () => {
    setEntries(await codeQueue.of(owner))
    setOthersWaiting(await codeQueue.othersWaiting(owner))
  }, [owner])

  const sync = useCallback(
    async (manual: boolean) => {
      if (syncingRef.current || !owner) return
      if (!navigator.onLine) {
        if (manual) notify('warning', t('codes.title'), t('codes.offline'))
        return
      }
      syncingRef.current = true
      setSyncing(true)
      try {
        const { settled, message } = await syncPendingCodes(owner)
        await reload()
        if (settled.length > 0) {
          announce(settled, message, t)
          await queryClient.invalidateQueries({ queryKey: ['points'] })
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended (logged out elsewhere, expired): the codes stay here, and the login comes back to this list.
          notify('warning', t('codes.title'), t('codes.loginAgain'))
          await queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey })
        } else notify('error', t('codes.title'), t('codes.syncError'))
      } finally {
        syncingRef.current = false
        setSyncing(false)
      }
    },
    [owner, queryClient, reload, t],
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
    const problem = codeProblem(code)
    if (problem === 'empty') return notify('warning', t('codes.title'), t('codes.empty'))
    if (problem === 'malformed') return notify('error', t('codes.title'), t('codes.invalid'))
    if (problem === 'typo') return notify('error', t('codes.title'), t('codes.typo'))
    if (await codeQueue.get(owner, code)) return notify('warning', t('codes.title'), t('codes.alreadyAdded'))
    await codeQueue.put({
      owner,
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
    await reload()
    // Online, the code is sent at once and its outcome is the message; offline it waits, and says so.
    if (navigator.onLine) await sync(false)
    else notify('success', t('codes.title'), t('codes.addedOffline'))
  }

  const remove = async (code: string) => {
    await codeQueue.remove(owner, code)
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
        {othersWaiting > 0 && <p className="muted">{t('codes.othersWaiting', { count: othersWaiting })}</p>}
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
                      {entry.product} · {formatPoints(entry.points ?? 0)}
                      {entry.registered_at && ` · ${formatDate(entry.registered_at)}`}
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
