import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { Request, Response } from 'express'

type Serialized = { body: Buffer; etag: string; br?: Buffer; gzip?: Buffer }
const serialized = new WeakMap<object, Serialized>()
// Below this an answer goes as it is: compressing it saves less than the header costs.
const COMPRESS_FROM = 1024

function compressedBody(entry: Serialized, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return (entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
  return (entry.gzip ??= zlib.gzipSync(entry.body))
}

/** Brotli whenever the browser takes it (browsers list gzip first with the same weight), else gzip. */
export function preferredEncoding(req: Request): 'br' | 'gzip' | null {
  if (req.acceptsEncodings('br') === 'br') return 'br'
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null
}

/**
 * Sends a read model's value as JSON, serialised, tagged and (over 1 KB, for a browser that takes it) compressed
 * once per value: read models hand out the same object until they change, so a busy call neither stringifies,
 * hashes nor compresses per request. A matching If-None-Match gets 304.
 */
export function sendReadModel(req: Request, res: Response, value: object): void {
  let entry = serialized.get(value)
  if (!entry) {
    const body = Buffer.from(JSON.stringify(value))
    entry = { body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"` }
    serialized.set(value, entry)
  }
  res.setHeader('ETag', entry.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  const encoding = entry.body.length >= COMPRESS_FROM && req.headers['accept-encoding'] ? preferredEncoding(req) : null
  if (!encoding) return void res.send(entry.body)
  res.setHeader('Content-Encoding', encoding)
  res.send(compressedBody(entry, encoding))
}
