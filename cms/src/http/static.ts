import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler, Router } from 'express'
import { isPortalRoute } from '@portal/shared'

/** Serves a built Vite app; index.html is never cached so a deploy shows at once, hashed assets are immutable. */
function builtApp(dir: string) {
  return express.static(dir, {
    index: false,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    },
  })
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
  router.use(builtApp(dir))
  router.get('/{*rest}', sendIndex(dir, 200))
  return router
}

/** The portal SPA: known routes answer 200, anything else the same SPA with HTTP 404 (it shows the 404 page). */
export function portalStatic(dir: string): Router {
  const router = Router()
  const ok = sendIndex(dir, 200)
  const notFound = sendIndex(dir, 404)
  router.use(builtApp(dir))
  router.get('/{*rest}', (req, res, next) => (isPortalRoute(req.path) ? ok : notFound)(req, res, next))
  return router
}
