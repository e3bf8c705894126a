import crypto from 'node:crypto'
import type { RequestHandler } from 'express'

/** Every request gets an id, echoed in X-Request-Id, so a log line can be matched to a complaint. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id')
  req.id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID()
  res.setHeader('X-Request-Id', req.id)
  next()
}
