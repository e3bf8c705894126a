import { fetchUtils, HttpError } from 'react-admin'
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/shared'

export const API_URL = '/backoffice/api'

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

/** The CSRF token for calls made outside react-admin's data provider (uploads with progress). */
export async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE)
  if (existing) return existing
  await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' })
  return readCookie(CSRF_COOKIE) ?? ''
}

type ErrorBody = { message?: string; errors?: Record<string, string[] | string> }

/**
 * Same-origin JSON calls carrying the CSRF token on every state-changing request. The server's 422
 * field map (a list of messages per field) becomes react-admin's (one message per field) and its
 * Polish message the notification's text.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  headers.set('X-Requested-With', 'XMLHttpRequest')
  const method = (options.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') headers.set(CSRF_HEADER, await csrfToken())
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' })
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const body = (error.body ?? {}) as ErrorBody
    const errors = body.errors
      ? Object.fromEntries(
          Object.entries(body.errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages[0] : messages]),
        )
      : undefined
    throw new HttpError(body.message ?? error.message, error.status, { ...body, errors })
  }
}
