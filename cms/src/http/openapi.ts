import { API_KEY_SCOPES, type ApiKeyScope, CSRF_HEADER, SESSION_COOKIE } from '@portal/shared'
import { z } from 'zod'
import { errorAnswer } from './errors'

/**
 * Who may call an operation, as the routers check it: anyone; a partner with a session (`partner`); one who
 * accepted the documents in force (`accepted`); one of the points or contest programme, while it is on
 * (`points`, `contest`); or a machine client whose API key has the scope.
 */
type Caller = 'anyone' | 'partner' | 'accepted' | 'points' | 'contest' | ApiKeyScope

/** An answer: a description only (an error answer gets the error body), or its body's media type and zod schema. */
type Answer = string | { description: string; type?: string; schema?: z.ZodType }

/** One route of the portal API or the machine API, described from the zod schemas it validates with. */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** The full path in OpenAPI form: `/api/orders/{number}`. */
  path: string
  summary: string
  tag: string
  caller: Caller
  /** A JSON body, or a file sent as the body itself (the machine API's imports). */
  body?: z.ZodType | { types: string[]; description: string }
  query?: z.ZodType
  /** Counted by a rate limit: answers 429 when it is spent. */
  limited?: boolean
  responses: Record<number, Answer>
}

type JsonSchema = Record<string, unknown>

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1, of what a client sends (defaults optional, coercions as typed). */
function requestSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' })
  return json
}

function responseSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' })
  return json
}

const isMachine = (caller: Caller): caller is ApiKeyScope => caller in API_KEY_SCOPES
const changesState = (method: ApiOperation['method']) => method !== 'get'

/** The answers every operation of its kind may give, from the middleware in front of it (session, CSRF, key, limits, validation). */
function standardAnswers(operation: ApiOperation): Record<number, string> {
  const { caller, method } = operation
  const partnerOnly = caller !== 'anyone' && !isMachine(caller)
  const programme = caller === 'points' ? 'punktowy' : 'konkursowy'
  const answers: Array<[number, string] | false> = [
    !!operation.body && !('types' in operation.body) && [422, 'Błędy formularza: `errors` podaje komunikaty przy każdym polu.'],
    isMachine(caller) && [401, 'Brak klucza API, klucz nieprawidłowy albo unieważniony.'],
    isMachine(caller) && [403, `Klucz nie ma uprawnienia ${caller} („${API_KEY_SCOPES[caller]}”).`],
    partnerOnly && [401, 'Brak sesji partnera (niezalogowany albo sesja wygasła).'],
    caller === 'accepted' && [403, 'Partner nie zaakceptował dokumentów obowiązujących w programie.'],
    (caller === 'points' || caller === 'contest') && [
      403,
      `Dokumenty niezaakceptowane, program ${programme} wyłączony albo partner należy do innego programu.`,
    ],
    !isMachine(caller) && changesState(method) && [419, 'Brak albo błędny token CSRF (X-XSRF-TOKEN zgodny z ciasteczkiem XSRF-TOKEN).'],
    !!operation.limited && [429, 'Przekroczony limit prób; spróbuj ponownie później.'],
  ]
  return Object.fromEntries(answers.filter((answer) => answer !== false))
}

function security(operation: ApiOperation): Array<Record<string, string[]>> {
  const { caller } = operation
  if (isMachine(caller)) return [{ machineKey: [caller] }]
  const csrf: Record<string, string[]> = changesState(operation.method) ? { csrfToken: [] } : {}
  if (caller === 'anyone') return changesState(operation.method) ? [csrf] : []
  return [{ partnerSession: [], ...csrf }]
}

/** Query parameters one by one, as OpenAPI lists them, from the query's object schema. */
function queryParameters(query: z.ZodType) {
  const json = requestSchema(query) as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }))
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, in: 'path', required: true, schema: { type: 'string' } }))

const ERROR_ANSWER = '#/components/schemas/Error'

function answer(status: number, given: Answer) {
  if (typeof given === 'string')
    return status >= 400
      ? { description: given, content: { 'application/json': { schema: { $ref: ERROR_ANSWER } } } }
      : { description: given }
  const type = given.type ?? 'application/json'
  return { description: given.description, content: { [type]: given.schema ? { schema: responseSchema(given.schema) } : {} } }
}

function requestBody(body: NonNullable<ApiOperation['body']>) {
  if ('types' in body)
    return { required: true, description: body.description, content: Object.fromEntries(body.types.map((type) => [type, {}])) }
  return { required: true, content: { 'application/json': { schema: requestSchema(body) } } }
}

/** The OpenAPI 3.1 document of the given operations. */
export function openApiDocument(operations: ApiOperation[], info: { title: string; version: string; description: string }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    const responses = { ...standardAnswers(operation), ...operation.responses }
    const parameters = [...pathParameters(operation.path), ...(operation.query ? queryParameters(operation.query) : [])]
    ;(paths[operation.path] ??= {})[operation.method] = {
      summary: operation.summary,
      tags: [operation.tag],
      security: security(operation),
      ...(parameters.length ? { parameters } : {}),
      ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
      responses: Object.fromEntries(Object.entries(responses).map(([status, given]) => [status, answer(Number(status), given)])),
    }
  }
  return {
    openapi: '3.1.0',
    info,
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: responseSchema(errorAnswer) },
      securitySchemes: {
        partnerSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Sesja partnera: ciasteczko HttpOnly ustawiane przez POST /api/login.',
        },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `Token CSRF przy POST, PUT i DELETE: wartość ciasteczka XSRF-TOKEN (GET /sanctum/csrf-cookie) w nagłówku ${CSRF_HEADER}.`,
        },
        machineKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Klucz API wydany w back office: `Authorization: Bearer <klucz>`; każda operacja wymaga uprawnienia (scope) klucza.',
        },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
