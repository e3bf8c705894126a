import { machineRouter } from '../modules/api-keys/machineRouter'
import path from 'node:path'
import cookieParser from 'cookie-parser'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Payload } from 'payload'
import { AppError } from '../domain/errors'
import { ROOT_DIR } from '../paths'
import { attachUsers } from '../modules/auth/session'
import { accountRouter } from '../modules/account/router'
import { authRouter } from '../modules/auth/router'
import { backofficeRouter } from '../modules/backoffice/router'
import { catalogueRouter } from '../modules/catalogue/router'
import { ordersRouter } from '../modules/orders/router'
import { codesRouter } from '../modules/codes/router'
import { consentsRouter } from '../modules/consents/router'
import { contentRouter } from '../modules/content/router'
import { passwordsRouter } from '../modules/passwords/router'
import { contactRouter } from '../modules/contact/router'
import { exportsRouter } from '../modules/exports/router'
import { puzzleRouter } from '../modules/puzzle/router'
import { rankingRouter } from '../modules/ranking/router'
import { DatabaseRateLimitStore, type RateLimitStore } from '../modules/rate-limit/limiter'
import { documentsRouter, regulationsDownload } from '../modules/documents/router'
import { ledgerRouter } from '../modules/ledger/router'
import { programmeRouter } from '../modules/programme/router'
import { registrationRouter } from '../modules/registration/router'
import { invitationsRouter } from '../modules/invitations/router'
import { serveApiDescription } from './apiDocs'
import { errorHandler } from './errors'
import { fixedPathRoutes, inOrder } from './fixedPathRoutes'
import { csrfProtection, sameOriginWrites } from './middleware/csrf'
import { requestId } from './middleware/requestId'
import { backofficeStatic, portalStatic } from './static'

export type AppOptions = {
  payload: Payload
  secret: string
  production: boolean
  /** Where partners reach the portal (PUBLIC_URL, or this machine in development): every link in an e-mail starts here, never at the request's Host. */
  publicUrl: string
  /** Next's request handler for Payload's admin panel; absent when started without the admin (fast tests). */
  adminHandler?: RequestHandler
  portalDir?: string
  backofficeDir?: string
  /** Nominatim-compatible geocoder the browser may call (its origin is allowed by the CSP). */
  geocoderUrl?: string
  /** Counters for rate limits and login lockouts, shared by every app process (PostgreSQL unless given). */
  rateLimits?: RateLimitStore
}

const ADMIN_PATHS = /^\/(admin|cms-api|_next)(\/|$)/
// Partners log in only through /api/login: Payload's own auth routes do not exist for them.
const PARTNER_AUTH_PATHS =
  /^\/cms-api\/partners\/(login|logout|refresh-token|me|forgot-password|reset-password|unlock|verify|init|first-register|access)(\/|$)/

function isCleanPath(path: string): boolean {
  try {
    return !decodeURIComponent(path).includes('\0')
  } catch {
    return false
  }
}

/** Fixed middleware order: request id, admin panel, security headers, cookies, CSRF, auth, API routes, documents, static files, errors. */
export function createApp(options: AppOptions): express.Express {
  const { payload, production } = options
  const app = express()
  const csrf = csrfProtection(options.secret, production)
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  // Express's own ETag hashed every body, every POST answer too; the API says no-store, and read models tag themselves.
  app.set('etag', false)
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' })
  })

  // Payload's admin (Next) reads its own bodies and sets its own headers, so it comes before our parsers; it
  // gets the same protective headers as the rest, with the inline scripts and styles Next's pages need.
  const adminHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: production ? [] : null,
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
  })
  const sameOrigin = sameOriginWrites(options.publicUrl)
  const adminHandler: RequestHandler =
    options.adminHandler ??
    ((_req, res) => void res.status(404).json({ errors: [{ message: 'Panel administracyjny nie został uruchomiony.' }] }))
  const adminPanel: RequestHandler = (req, res, next) => {
    if (!ADMIN_PATHS.test(req.path)) return next()
    adminHeaders(req, res, () => {
      if (PARTNER_AUTH_PATHS.test(req.path)) return void res.status(404).json({ errors: [{ message: 'Nie znaleziono.' }] })
      // A NUL byte or broken percent-encoding in a file path makes Payload's file route fail with a 500 (and log our paths).
      if (!isCleanPath(req.path)) return void res.status(400).json({ errors: [{ message: 'Nieprawidłowy adres.' }] })
      sameOrigin(req, res, () => adminHandler(req, res, next))
    })
  }
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: production ? [] : null,
        connectSrc: ["'self'", ...(options.geocoderUrl ? [new URL(options.geocoderUrl).origin] : [])],
      },
    },
  })
  const withLogger: RequestHandler = (req, _res, next) => {
    req.log = payload.logger
    next()
  }
  app.use(inOrder(requestId, withLogger, adminPanel, securityHeaders, cookieParser()))

  const rateLimits = options.rateLimits ?? new DatabaseRateLimitStore(payload)
  const json = express.json({ limit: '1mb' })
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  }
  const users = attachUsers(payload, production)
  // The API's description is public and the same for everyone: before the sessions, CSRF and no-store of /api.
  serveApiDescription(app)
  // The manufacturer's systems authenticate with API keys, not cookies: their routes come before the portal's CSRF check.
  app.use('/api/v1', machineRouter(payload))
  app.use('/api', inOrder(noStore, json, csrf.verify, users))
  // The back office's lists and CSV exports over 1 KB travel compressed; the portal's hot answers are read models,
  // compressed once per value (cache/respond.ts), so the partner API skips the per-request compressor.
  app.use('/backoffice/api', inOrder(noStore, compression({ threshold: 1024 }), json, csrf.verify, users))
  // A fixed path goes straight to its route; the rest are tried router by router, results day's and the building site's first.
  const apiRouters = [
    programmeRouter(payload, options.geocoderUrl ?? null),
    rankingRouter(payload),
    contentRouter(payload),
    ledgerRouter(payload),
    codesRouter(payload, rateLimits),
    catalogueRouter(payload),
    ordersRouter(payload),
    authRouter(payload, rateLimits, production),
    accountRouter(payload, production),
    consentsRouter(payload),
    registrationRouter(payload, rateLimits, options.publicUrl),
    invitationsRouter(payload),
    passwordsRouter(payload, rateLimits, options.publicUrl),
    contactRouter(payload, rateLimits, options.secret, production),
    puzzleRouter(payload),
  ]
  app.use('/api', fixedPathRoutes(apiRouters), ...apiRouters)
  app.use('/backoffice/api', backofficeRouter(payload, production, options.publicUrl), exportsRouter(payload))
  for (const base of ['/api', '/backoffice/api']) {
    app.use(base, (_req, _res, next) => next(new AppError(404, 'Nie znaleziono zasobu API.')))
  }

  app.get('/sanctum/csrf-cookie', csrf.cookieEndpoint)
  app.use(documentsRouter(payload))
  app.get('/regulations', users, regulationsDownload(payload))
  app.use('/backoffice', backofficeStatic(options.backofficeDir ?? path.join(ROOT_DIR, 'backoffice', 'dist')))
  app.use(portalStatic(options.portalDir ?? path.join(ROOT_DIR, 'portal', 'dist')))
  app.use(errorHandler)
  return app
}
