import { CSRF_COOKIE, CSRF_HEADER } from '@portal/shared'

export type JsonResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers; setCookies: string[] }

/**
 * A browser-like HTTP client: keeps cookies, sends the XHR header and, unless told not to, the CSRF token.
 * Given several app processes, it sends its requests to them in turn, as a load balancer would.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>()
  private readonly baseUrls: string[]
  private sent = 0

  constructor(baseUrl: string | string[]) {
    this.baseUrls = typeof baseUrl === 'string' ? [baseUrl] : baseUrl
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keepCookies(response: Response): string[] {
    const setCookies = response.headers.getSetCookie()
    for (const line of setCookies) {
      const [pair] = line.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      const value = pair!.slice(index + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return setCookies
  }

  async csrf(): Promise<string> {
    await this.request('GET', '/sanctum/csrf-cookie')
    return decodeURIComponent(this.cookies.get(CSRF_COOKIE) ?? '')
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean | string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...options.headers }
    const raw = body instanceof Uint8Array || typeof options.headers?.['Content-Type'] === 'string'
    if (body !== undefined && !raw) headers['Content-Type'] = 'application/json'
    if (method !== 'GET' && options.csrf !== false) {
      headers[CSRF_HEADER] =
        typeof options.csrf === 'string'
          ? options.csrf
          : this.cookies.has(CSRF_COOKIE)
            ? decodeURIComponent(this.cookies.get(CSRF_COOKIE)!)
            : await this.csrf()
    }
    const cookie = this.cookieHeader()
    if (cookie) headers.Cookie = cookie
    const baseUrl = this.baseUrls[this.sent++ % this.baseUrls.length]!
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
      redirect: 'manual',
    })
    const setCookies = this.keepCookies(response)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // Non-JSON bodies (PDF, HTML) stay as text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers, setCookies }
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path)
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, options: { csrf?: boolean | string } = {}) {
    return this.request<T>('POST', path, body, options)
  }

  put<T = Record<string, unknown>>(path: string, body: unknown = {}) {
    return this.request<T>('PUT', path, body)
  }

  /** A file sent as the request body (CSV, XLSX), as the back office's upload screens do. */
  upload<T = Record<string, unknown>>(path: string, file: string | Uint8Array, contentType: string) {
    return this.request<T>('POST', path, file, { headers: { 'Content-Type': contentType } })
  }
}
