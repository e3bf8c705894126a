import crypto from 'node:crypto'
import type { Response } from 'express'

const serialized = new WeakMap<object, { body: string; etag: string }>()

/**
 * Sends a read model's value as JSON, serialised and tagged once per value (read models hand out the same object
 * until they change), so a busy call neither stringifies nor hashes per request; a matching If-None-Match gets 304.
 */
export function sendReadModel(res: Response, value: object): void {
  let cached = serialized.get(value)
  if (!cached) {
    const body = JSON.stringify(value)
    cached = { body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"` }
    serialized.set(value, cached)
  }
  res.setHeader('ETag', cached.etag)
  res.type('json').send(cached.body)
}
