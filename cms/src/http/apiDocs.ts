import crypto from 'node:crypto'
import type { Express, RequestHandler } from 'express'
import { apiOperations } from './apiOperations'
import { type OpenApiDocument, openApiDocument } from './openapi'

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
}
type Parameter = { name: string; in: string; required: boolean; schema: JsonSchema }
type Operation = {
  summary: string
  tags: string[]
  security: Array<Record<string, string[]>>
  parameters?: Parameter[]
  requestBody?: { description?: string; content: Record<string, { schema?: JsonSchema }> }
  responses: Record<string, { description: string }>
}
type Field = { name: string; required: boolean; schema: JsonSchema }

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** A description's `code` spans (CommonMark in the JSON) as code on the page. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>')

// Zod's safe-integer bounds say nothing a reader needs.
const meaningful = (bound: number | undefined) => bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER

function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : ''}[]`
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'dowolny')
}

function constraintsOf(schema: JsonSchema): string[] {
  const own = [
    schema.enum && `jedna z: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`,
    schema.format && `format ${schema.format}`,
    // A date's pattern repeats its format at length.
    schema.pattern && !schema.format && `wzorzec ${schema.pattern}`,
    schema.minLength !== undefined && `min. ${schema.minLength} zn.`,
    schema.maxLength !== undefined && `maks. ${schema.maxLength} zn.`,
    meaningful(schema.minimum) && `od ${schema.minimum}`,
    meaningful(schema.maximum) && `do ${schema.maximum}`,
    schema.minItems !== undefined && `min. ${schema.minItems} el.`,
    schema.maxItems !== undefined && `maks. ${schema.maxItems} el.`,
    schema.default !== undefined && `domyślnie ${JSON.stringify(schema.default)}`,
  ]
  return [...own.filter((text): text is string => Boolean(text)), ...(schema.anyOf ?? []).flatMap(constraintsOf)]
}

/** The fields of a body one per row, nested ones by their path (`other_address.city`, `codes[].code`), each required or not within its parent. */
export function fieldsOf(schema: JsonSchema, prefix = '', required = true): Field[] {
  const own = prefix ? [{ name: prefix, required, schema }] : []
  const object = schema.type === 'array' ? schema.items : schema
  const path = schema.type === 'array' ? `${prefix}[]` : prefix
  if (!object?.properties) return own
  const { properties, required: names = [] } = object
  return [
    ...own,
    ...Object.entries(properties).flatMap(([name, property]) => fieldsOf(property, path ? `${path}.${name}` : name, names.includes(name))),
  ]
}

function fieldTable(fields: Field[]): string {
  const rows = fields.map(
    ({ name, required, schema }) =>
      `<tr><td><code>${escape(name)}</code></td><td>${escape(typeOf(schema))}</td><td>${required ? 'tak' : 'nie'}</td><td>${escape(constraintsOf(schema).join('; '))}</td></tr>`,
  )
  return `<table><thead><tr><th>Pole</th><th>Typ</th><th>Wymagane</th><th>Ograniczenia</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function accessOf(security: Operation['security']): string {
  if (security.length === 0) return 'publiczne'
  const [schemes] = security
  const parts = Object.entries(schemes ?? {}).map(([scheme, scopes]) =>
    scheme === 'machineKey'
      ? `klucz API z uprawnieniem ${scopes.join(', ')}`
      : scheme === 'partnerSession'
        ? 'sesja partnera'
        : 'token CSRF',
  )
  return parts.join(' + ')
}

function operationSection(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? []
  const body = operation.requestBody
  const json = body?.content['application/json']?.schema
  const responses = Object.entries(operation.responses)
    .map(([status, { description }]) => `<li><strong>${status}</strong> ${prose(description)}</li>`)
    .join('')
  return `<section class="operation">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(operation.summary)}</p>
<p class="access">Dostęp: ${escape(accessOf(operation.security))}</p>
${parameters.length ? `<h4>Parametry</h4>${fieldTable(parameters.map((p) => ({ name: `${p.name} (${p.in === 'path' ? 'ścieżka' : 'zapytanie'})`, required: p.required, schema: p.schema })))}` : ''}
${json ? `<h4>Treść (JSON)</h4>${fieldTable(fieldsOf(json))}` : ''}
${body && !json ? `<h4>Treść</h4><p>${prose(body.description ?? '')} (${escape(Object.keys(body.content).join(', '))})</p>` : ''}
<h4>Odpowiedzi</h4><ul>${responses}</ul>
</section>`
}

/** The description as a plain page: no scripts, inline styles only (the site's CSP allows nothing else). */
function docsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  )
  const sections = document.tags.map(({ name }, index) => {
    const own = operations.filter(({ operation }) => operation.tags.includes(name))
    return `<h2 id="tag-${index}">${escape(name)}</h2>\n${own.map(({ method, path, operation }) => operationSection(method, path, operation)).join('\n')}`
  })
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 70rem; margin: 2rem auto; padding: 0 1rem; color: #1d2733; line-height: 1.4; }
code { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.operation { border-top: 1px solid #d5dbe1; padding: .5rem 0 1rem; }
.method { display: inline-block; min-width: 4.5rem; padding: .1rem .4rem; border-radius: 3px; color: #fff; font-size: .85rem; text-align: center; background: #3c6e9f; }
.method.post { background: #2e7d4f; } .method.put { background: #9a6a00; } .method.delete { background: #a33a3a; }
.access { color: #55606b; }
table { border-collapse: collapse; margin: .25rem 0; width: 100%; table-layout: fixed; } th, td { overflow-wrap: anywhere; border: 1px solid #d5dbe1; padding: .2rem .5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>${escape(document.info.title)}</h1>
<p>${escape(document.info.description)}</p>
<p>Ten sam opis w formacie OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav><ul>${document.tags.map(({ name }, index) => `<li><a href="#tag-${index}">${escape(name)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>
`
}

/** An answer that changes only with a deployment: built once, tagged, cached by browsers and proxies for a while. */
function cacheable(body: string, type: string): RequestHandler {
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.setHeader('ETag', etag)
    if (req.fresh) return void res.status(304).end()
    res.type(type).send(body)
  }
}

/**
 * GET /api/openapi.json and GET /api/docs: the portal API and the machine API, described from the shared zod schemas.
 * Routes of the app itself: a router mounted at /api would cost every API call a turn of the event loop (fixedPathRoutes.ts).
 */
export function serveApiDescription(app: Express): void {
  const document = openApiDocument(apiOperations, {
    title: 'Portal partnerski: API portalu i API dla systemów producenta',
    version: '1',
    description:
      'API portalu (/api) działa z sesją partnera (ciasteczko) i tokenem CSRF przy zmianach; API dla systemów producenta (/api/v1) z kluczem API w nagłówku Authorization: Bearer. Błędy mają postać { success: false, message, errors? }, a 422 podaje w errors komunikaty przy każdym polu. Opis jest generowany ze schematów zod, którymi serwer sprawdza zapytania.',
  })
  app.get('/api/openapi.json', cacheable(JSON.stringify(document), 'application/json'))
  app.get('/api/docs', cacheable(docsPage(document), 'html'))
}
