import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import type { RequestHandler } from 'express'
import { getPayload, type Payload } from 'payload'
import { runMigrations } from './db'
import { createApp } from './http/app'

export type StartOptions = {
  port?: number
  /** Serve Payload's admin panel through Next (needs `next build`); tests of the API can skip it. */
  admin?: boolean
  /** Called once the port is open, before the database is ready (health answers 503 until then). */
  onListening?: (port: number) => void
}

export type RunningServer = { url: string; port: number; payload: Payload; stop: () => Promise<void> }

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Answers while the database is not ready yet: health says 503, everything else asks to retry. */
const starting: http.RequestListener = (req, res) => {
  res.statusCode = 503
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Retry-After', '2')
  res.end(JSON.stringify(req.url === '/api/health' ? { status: 'starting' } : { success: false, message: 'Serwis uruchamia się, spróbuj za chwilę.' }))
}

async function adminHandler(): Promise<RequestHandler> {
  const { default: next } = await import('next')
  const nextApp = next({ dev: false, dir: cmsDir })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()
  return (req, res) => void handle(req, res)
}

/** Starts the one process: listens at once (health 503), then the database, migrations, admin and routes. */
export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const { env } = await import('./env')
  let listener: http.RequestListener = starting
  const server = http.createServer((req, res) => listener(req, res))
  await new Promise<void>((resolve) => server.listen(options.port ?? env.PORT, resolve))
  const port = (server.address() as AddressInfo).port
  options.onListening?.(port)

  const { default: config } = await import('./payload.config')
  const payload = await getPayload({ config })
  await runMigrations(payload)
  const app = createApp({
    payload,
    secret: env.PAYLOAD_SECRET,
    production: env.NODE_ENV === 'production',
    geocoderUrl: env.GEOCODER_URL,
    adminHandler: options.admin === false ? undefined : await adminHandler(),
  })
  listener = app
  payload.logger.info(`Portal ready at http://localhost:${port}`)

  const stop = async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await payload.destroy()
  }
  return { url: `http://localhost:${port}`, port, payload, stop }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  start().then(
    ({ stop }) => {
      const shutdown = () => void stop().then(() => process.exit(0))
      process.once('SIGINT', shutdown)
      process.once('SIGTERM', shutdown)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
