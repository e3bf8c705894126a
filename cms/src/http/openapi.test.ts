import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldsOf } from './apiDocs'
import { openApiDocument } from './openapi'

const info = { title: 'Test', version: '1', description: 'Test' }
const cartLine = z.object({ prize_id: z.string().min(1), quantity: z.number().int().min(1).max(20).default(1) })

describe('openApiDocument', () => {
  it('adds the answers of the middleware in front of a partner write: 401, 403 of the programme, 419 CSRF, 422 and 429', () => {
    const document = openApiDocument(
      [
        {
          method: 'put',
          path: '/api/cart/{prizeId}',
          summary: 'Koszyk',
          tag: 'Koszyk',
          caller: 'points',
          body: cartLine,
          limited: true,
          responses: { 200: 'OK' },
        },
      ],
      info,
    )
    const operation = document.paths['/api/cart/{prizeId}']!.put as Record<string, unknown> & { responses: Record<string, unknown> }
    expect(Object.keys(operation.responses)).toEqual(['200', '401', '403', '419', '422', '429'])
    expect(operation.security).toEqual([{ partnerSession: [], csrfToken: [] }])
    expect(operation.parameters).toEqual([{ name: 'prizeId', in: 'path', required: true, schema: { type: 'string' } }])
    // The input side: a default makes a field optional for the caller.
    expect(operation.requestBody).toMatchObject({
      content: {
        'application/json': { schema: { required: ['prize_id'], properties: { quantity: { minimum: 1, maximum: 20, default: 1 } } } },
      },
    })
  })

  it('describes a machine read by its key scope, its query one parameter at a time, and no CSRF', () => {
    const query = z.object({ status: z.enum(['Pending', 'Accepted']).default('Accepted'), page: z.coerce.number().int().min(1) })
    const document = openApiDocument(
      [
        {
          method: 'get',
          path: '/api/v1/orders',
          summary: 'Zamówienia',
          tag: 'API',
          caller: 'orders:read',
          query,
          responses: { 200: 'OK' },
        },
      ],
      info,
    )
    const operation = document.paths['/api/v1/orders']!.get as Record<string, unknown> & { responses: Record<string, unknown> }
    expect(operation.security).toEqual([{ machineKey: ['orders:read'] }])
    expect(Object.keys(operation.responses)).toEqual(['200', '401', '403'])
    expect(operation.parameters).toEqual([
      { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['Pending', 'Accepted'], default: 'Accepted' } },
      { name: 'page', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    ])
  })

  it('gives a public read no security and an error answer the error body', () => {
    const document = openApiDocument(
      [
        {
          method: 'get',
          path: '/api/news/{slug}',
          summary: 'Aktualność',
          tag: 'Treści',
          caller: 'anyone',
          responses: { 200: 'OK', 404: 'Nie ma.' },
        },
      ],
      info,
    )
    const operation = document.paths['/api/news/{slug}']!.get as { security: unknown; responses: Record<string, { content?: object }> }
    expect(operation.security).toEqual([])
    expect(operation.responses['200']!.content).toBeUndefined()
    expect(operation.responses['404']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    })
    expect(document.components.schemas.Error).toMatchObject({ required: ['success', 'message'] })
  })
})

describe('fieldsOf (the readable page)', () => {
  it('lists nested fields by their path, each required within its parent', () => {
    const body = z.object({
      codes: z.array(z.object({ code: z.string(), key: z.string().optional() })),
      address: z.object({ city: z.string() }).optional(),
    })
    const fields = fieldsOf(z.toJSONSchema(body, { io: 'input' }) as Parameters<typeof fieldsOf>[0])
    expect(fields.map(({ name, required }) => [name, required])).toEqual([
      ['codes', true],
      ['codes[].code', true],
      ['codes[].key', false],
      ['address', false],
      ['address.city', true],
    ])
  })
})
