import { CSRF_COOKIE, CSRF_HEADER } from '@portal/shared'
import i18next from 'i18next'
import { readCookie } from './cookies'

/** A failed call: the HTTP status, the server's Polish message and, for 422, the field map. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message)
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export async function fetchCsrfCookie(): Promise<void> {
  const response = await fetch('/sanctum/csrf-cookie', { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } })
  if (!response.ok) throw new ApiError(response.status, i18next.t('errors.securityToken'))
}

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (UNSAFE.has(method)) headers[CSRF_HEADER] = readCookie(CSRF_COOKIE) ?? ''
  return fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) })
}

/** The one API client: JSON in and out, the CSRF cookie fetched before state-changing calls. */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  if (UNSAFE.has(method) && !readCookie(CSRF_COOKIE)) await fetchCsrfCookie()
  let response = await send(method, path, body)
  if (response.status === 419) {
    await fetchCsrfCookie()
    response = await send(method, path, body)
  }
  const payload = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> }
  if (!response.ok) throw new ApiError(response.status, payload.message ?? i18next.t('errors.generic'), payload.errors)
  return payload as T
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
}
