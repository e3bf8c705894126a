import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler, Router } from 'express'
import { isPortalRoute } from '@portal/shared'
import { preferredEncoding } from '../cache/respond'

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/**
 * Sends the build's precompressed copy (scripts/precompress.mjs) of an asset when the browser takes it: brotli,
 * else gzip, with the original's type; anything else falls through to the plain file.
 */
function precompressed(dir: string): RequestHandler {
  // The build's compressed copies, listed once: no file-system check per request (a rebuild needs a restart to be sent compressed).
  const copies = new Set(
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)) : [],
  )
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const accepted = preferredEncoding(req)
    const encoding = ENCODINGS.find((e) => e.name === accepted)
    if (!encoding) return next()
    let file: string
    try {
      file = path.join(dir, path.normalize(decodeURIComponent(req.path)))
    } catch {
      return next()
    }
    if (!file.startsWith(dir + path.sep) || !copies.has(file + encoding.suffix)) return next()
    res.setHeader('Content-Encoding', encoding.name)
    res.setHeader('Vary', 'Accept-Encoding')
    res.type(path.extname(file))
    res.sendFile(file + encoding.suffix, { headers: cacheHeaders(file) }, (error) => error && next(error))
  }
}

/** index.html is never cached so a deploy shows at once; hashed assets are immutable. */
function cacheHeaders(file: string): Record<string, string> {
  return file.includes(`${path.sep}assets${path.sep}`) ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {}
}

/** Serves a built Vite app, compressed where the build left a compressed copy. */
function builtApp(dir: string): RequestHandler[] {
  const plain = express.static(dir, {
    index: false,
    setHeaders(res, file) {
      for (const [name, value] of Object.entries(cacheHeaders(file))) res.setHeader(name, value)
      res.setHeader('Vary', 'Accept-Encoding')
    },
  })
  return [precompressed(path.resolve(dir)), plain]
}

function sendIndex(dir: string, status: number): RequestHandler {
  const index = path.join(dir, 'index.html')
  return (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain; charset=utf-8').send('Aplikacja nie została zbudowana (npm run build).')
      return
    }
    res.status(status).setHeader('Cache-Control', 'no-cache').sendFile(index)
  }
}

/** The react-admin back office under /backoffice (hash routes, so every path is its index). */
export function backofficeStatic(dir: string): Router {
  const router = Router()
  router.use(...builtApp(dir))
  router.get('/{*rest}', sendIndex(dir, 200))
  return router
}

/** The portal SPA: known routes answer 200, anything else the same SPA with HTTP 404 (it shows the 404 page). */
export function portalStatic(dir: string): Router {
  const router = Router()
  const ok = sendIndex(dir, 200)
  const notFound = sendIndex(dir, 404)
  router.use(...builtApp(dir))
  router.get('/{*rest}', (req, res, next) => (isPortalRoute(req.path) ? ok : notFound)(req, res, next))
  return router
}
