import type { Express } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/http/app'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type Schema = { properties: Record<string, { minLength?: number; maxLength?: number; enum?: string[] }>; required?: string[] }
type Operation = {
  summary: string
  security: Array<Record<string, string[]>>
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Schema['properties'][string] }>
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema & { $ref?: string } }> }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

/** What Express 5's router keeps per layer (router 2.x), as fixedPathRoutes.ts reads it. */
type Layer = {
  rawPath?: unknown
  route?: { path: unknown; methods: Record<string, boolean> }
  handle: { stack?: Layer[] }
}

/** Every route of the app as `METHOD /path` in OpenAPI form, walking mounted routers with their mount paths. */
function routesOf(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path]
      return paths.flatMap((path) =>
        Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${prefix}${String(path).replace(/:(\w+)/g, '{$1}')}`),
      )
    }
    if (!layer.handle.stack) return []
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''
    return routesOf(layer.handle.stack, prefix + mount)
  })
}

// The portal API is /api (with /api/v1 for the manufacturer's systems) and the CSRF cookie its clients fetch first.
const isApiRoute = (route: string) => / \/api\//.test(route) || route.endsWith(' /sanctum/csrf-cookie')

describe('the OpenAPI description of the portal API and the machine API', () => {
  let app: TestApp
  let document: Document

  beforeAll(async () => {
    app = await startTestApp()
    const response = await fetch(`${app.url}/api/openapi.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    document = (await response.json()) as Document
  })
  afterAll(() => app?.stop())

  it('is OpenAPI 3.1, public, cacheable and answers 304 to its own ETag', async () => {
    expect(document.openapi).toBe('3.1.0')
    const first = await fetch(`${app.url}/api/openapi.json`)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"/)
    // fetch adds `Cache-Control: no-cache` to a conditional request unless it has one, as a browser's reload would.
    const again = await fetch(`${app.url}/api/openapi.json`, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })
    expect(again.status).toBe(304)
  })

  it('describes every route mounted under /api and /api/v1, and nothing that is not mounted', () => {
    // The same app as the running one, built on its Payload: its routers' stacks are the routes that exist.
    const express = createApp({ payload: app.payload, secret: 'route-walk', production: false, publicUrl: app.url }) as Express & {
      router: { stack: Layer[] }
    }
    const mounted = new Set(routesOf(express.router.stack).filter(isApiRoute))
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    )
    expect(mounted.size).toBeGreaterThan(50)
    expect({
      'mounted but not described': [...mounted].filter((route) => !documented.has(route)),
      'described but not mounted': [...documented].filter((route) => !mounted.has(route)),
    }).toEqual({ 'mounted but not described': [], 'described but not mounted': [] })
    for (const route of documented) {
      const [method, path] = route.split(' ')
      const operation = document.paths[path!]![method!.toLowerCase()]!
      expect([route, Boolean(operation.summary), Object.keys(operation.responses).length > 0]).toEqual([route, true, true])
    }
  })

  describe('describes each request with the schema the route validates with', () => {
    let partner: HttpClient

    beforeAll(async () => {
      partner = app.client()
      expect((await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })).status).toBe(200)
    })

    it('POST /api/codes: an empty code is refused with 422, and the description requires `code` of 1 to 40 characters', async () => {
      const operation = document.paths['/api/codes']!.post!
      const body = operation.requestBody!.content['application/json']!.schema
      expect(body.required).toEqual(['code'])
      expect(body.properties.code).toMatchObject({ minLength: 1, maxLength: 40 })
      expect(operation.security).toEqual([{ partnerSession: [], csrfToken: [] }])
      expect(operation.responses['422']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' })
      expect(document.components.schemas.Error!.required).toEqual(['success', 'message'])

      const empty = await partner.post<{ message: string; errors: Record<string, string[]> }>('/api/codes', { code: '' })
      expect(empty.status).toBe(422)
      expect(empty.body.errors).toEqual({ code: ['Pole kod jest puste.'] })
      const long = await partner.post<{ errors: Record<string, string[]> }>('/api/codes', { code: 'A'.repeat(41) })
      expect([long.status, Object.keys(long.body.errors)]).toEqual([422, ['code']])
    })

    it('GET /api/v1/orders: a status outside the documented enum is refused with 422', async () => {
      const operation = document.paths['/api/v1/orders']!.get!
      const status = operation.parameters!.find((parameter) => parameter.name === 'status')!
      expect(status).toMatchObject({ in: 'query', required: false, schema: { enum: ['Pending', 'Accepted'] } })
      expect(operation.security).toEqual([{ machineKey: ['orders:read'] }])
      expect(operation.responses['200']!.content!['application/json']!.schema.required).toEqual(['items', 'page', 'last_page', 'total'])

      const admin = app.client()
      await admin.post('/backoffice/api/login', { email: 'admin@demo.pl', password: 'Admin123!' })
      const { key } = (await admin.post<{ key: string }>('/backoffice/api/api-keys', { name: 'ERP – opis API', scopes: ['orders:read'] }))
        .body
      const read = (query: string) => fetch(`${app.url}/api/v1/orders${query}`, { headers: { Authorization: `Bearer ${key}` } })
      expect((await read('?status=Pending')).status).toBe(200)
      const refused = await read('?status=Shipped')
      expect(refused.status).toBe(422)
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        status: ['Zamówienia do realizacji mają status Pending albo Accepted.'],
      })
    })
  })

  it('has a readable page in Polish naming every path, with no scripts, under the site’s CSP', async () => {
    const response = await fetch(`${app.url}/api/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('<html lang="pl">')
    expect(html).not.toContain('<script')
    const escapedPath = (path: string) => path.replace(/&/g, '&amp;')
    expect(Object.keys(document.paths).filter((path) => !html.includes(`<code>${escapedPath(path)}</code>`))).toEqual([])
    expect(html).toContain('<td><code>codes[].code</code></td>')
  })
})
