import { fetchUtils } from 'react-admin'
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/shared'

export const API_URL = '/backoffice/api'

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

async function ensureCsrfCookie(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE)
  if (existing) return existing
  await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' })
  return readCookie(CSRF_COOKIE) ?? ''
}

/** Same-origin JSON calls carrying the CSRF token on every state-changing request. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  headers.set('X-Requested-With', 'XMLHttpRequest')
  const method = (options.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') headers.set(CSRF_HEADER, await ensureCsrfCookie())
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' })
}
