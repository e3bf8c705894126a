import cluster from 'node:cluster'
import http from 'node:http'
import path from 'node:path'
import v8 from 'node:v8'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import type { RequestHandler } from 'express'
import type { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embeddedPostgres'
import { DATA_DIR } from './paths'

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
  res.end(
    JSON.stringify(
      req.url === '/api/health' ? { status: 'starting' } : { success: false, message: 'Serwis uruchamia się, spróbuj za chwilę.' },
    ),
  )
}

/** A Redis connection that must answer before the app serves: a wrong REDIS_URL stops the start, not the first login. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  return redis
}

async function adminHandler(): Promise<RequestHandler> {
  const { default: next } = await import('next')
  const nextApp = next({ dev: false, dir: cmsDir })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()
  return (req, res) => void handle(req, res)
}

/**
 * DATABASE_URI when set; otherwise the embedded PostgreSQL under DATA_DIR/pg, whose address becomes this
 * process's DATABASE_URI (Next's copy of the config reads it too) as soon as it is known: `onAddress` is called
 * then, before the server answers, so the config can load meanwhile. Resolves once the database answers.
 */
export async function ensureDatabase(onAddress?: () => void): Promise<EmbeddedDatabase | null> {
  if (process.env.DATABASE_URI) {
    onAddress?.()
    return null
  }
  return startEmbeddedPostgres(path.join(DATA_DIR, 'pg'), {
    onAddress: (uri) => {
      process.env.DATABASE_URI = uri
      onAddress?.()
    },
  })
}

/**
 * Lets go of the database: Payload's destroy leaves its pool open, with one client it keeps checked out for good
 * (so ending the pool never settles). Idle connections close now, that one with the embedded server's shutdown or
 * the process; their "terminating connection" errors are expected then, not crashes.
 */
export async function closeDatabase(payload: Payload, embedded: EmbeddedDatabase | null): Promise<void> {
  await payload.destroy()
  type Client = { on: (event: 'error', listener: () => void) => void }
  const pool = (payload.db as { pool?: Client & { end: () => Promise<void>; _clients?: Client[] } }).pool
  // Stopping the server ends connections still checked out (Payload keeps one): their errors are expected now.
  pool?.on('error', () => undefined)
  for (const client of pool?._clients ?? []) client.on('error', () => undefined)
  void pool?.end()
  await embedded?.stop()
}

/** Starts the one process: the database, then the port (health 503 until ready), migrations, admin and routes. */
export async function start(options: StartOptions = {}): Promise<RunningServer> {
  // Under load V8 let the heap grow to ~4× the live data (RSS 320–540 MB after bench:hot, live heap 63 MB); a growth
  // factor of 2 held it at ~345 MB for ~2% more CPU per request (bench:hot, 2026-11-26).
  v8.setFlagsFromString('--heap-growing-percent=100')
  // The packages and the config load (~2 s of compiling on a cold start) while PostgreSQL initialises or is copied
  // and starts in its own processes; only Payload's start needs it to answer.
  let addressKnown = () => undefined as void
  const address = new Promise<void>((resolve) => (addressKnown = resolve))
  const database = ensureDatabase(addressKnown)
  // The address is known before the database answers; a start that fails before that rejects here.
  await Promise.all([Promise.race([address, database]), import('payload'), import('@payloadcms/db-postgres'), import('express')])
  // Loaded only now: the environment, the config and everything that reads them need DATABASE_URI.
  const { env } = await import('./env')
  const { getPayload } = await import('payload')
  const { runMigrations } = await import('./db')
  const { createApp } = await import('./http/app')
  const { RedisRateLimitStore } = await import('./modules/rate-limit/redisStore')
  const { useInvalidationTransport } = await import('./cache/invalidation')
  const { postgresTransport, redisTransport } = await import('./cache/transports')
  let listener: http.RequestListener = starting
  const server = http.createServer((req, res) => listener(req, res))
  await new Promise<void>((resolve) => server.listen(options.port ?? env.PORT, resolve))
  const port = (server.address() as AddressInfo).port
  options.onListening?.(port)

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  // Next's copy of the config (the admin) reads the environment itself, with NODE_ENV=production set by Next.
  process.env.PUBLIC_URL = publicUrl
  const { default: config } = await import('./payload.config')
  const embedded = await database
  const payload = await getPayload({ config })
  await runMigrations(payload)
  const { removeOrphanedRankingFiles } = await import('./modules/ranking/publications')
  await removeOrphanedRankingFiles(payload)
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : null
  // Read models are dropped in every process when they change: over Redis when there is one, else PostgreSQL.
  const invalidations = redis
    ? await redisTransport(redis, `${env.REDIS_KEY_PREFIX}invalidations`)
    : env.databaseKind === 'postgres'
      ? await postgresTransport(process.env.DATABASE_URI!)
      : null
  useInvalidationTransport(invalidations)
  const app = createApp({
    payload,
    secret: env.PAYLOAD_SECRET,
    production: env.NODE_ENV === 'production',
    publicUrl,
    geocoderUrl: env.GEOCODER_URL,
    adminHandler: options.admin === false ? undefined : (req, res, next) => void admin?.then((handle) => handle(req, res, next), next),
    rateLimits: redis ? new RedisRateLimitStore(redis, env.REDIS_KEY_PREFIX) : undefined,
  })
  listener = app
  // Next compiles (~1 s) once the API answers: a request to /admin waits for it, health and the portal do not.
  const admin = options.admin === false ? null : adminHandler()
  await admin
  payload.logger.info(`Portal ready at http://localhost:${port}`)
  // Points past their expiry date leave the ledger at start and hourly (once, whichever process gets there first).
  const { scheduleExpiry } = await import('./modules/ledger/expiry')
  const stopExpiry = scheduleExpiry(payload, publicUrl)
  // The webhook outbox is sent from every process; each delivery is claimed by one.
  const { scheduleWebhooks } = await import('./modules/webhooks/outbox')
  const stopWebhooks = scheduleWebhooks(payload)

  const stop = async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await stopExpiry()
    await stopWebhooks()
    useInvalidationTransport(null)
    await invalidations?.close()
    await redis?.quit()
    await closeDatabase(payload, embedded)
  }
  return { url: `http://localhost:${port}`, port, payload, stop }
}

/**
 * One worker process: serves until SIGINT/SIGTERM, then stops cleanly. A stop asked for while it starts (health
 * answers 200 before the admin panel has compiled) waits for the start to end: killed then, the process left the
 * embedded PostgreSQL it had started running (bench:hot's cold start left one per run).
 */
function serveUntilStopped(): void {
  const started = start()
  const stopWhenStarted = () =>
    void started
      .then(({ stop }) => stop())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  process.once('SIGINT', stopWhenStarted)
  process.once('SIGTERM', stopWhenStarted)
  started.then(
    () => process.send?.('ready'),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}

/**
 * WEB_CONCURRENCY workers sharing one port (node:cluster). The primary starts the embedded database (if any) and
 * the first worker, which runs the migrations, before the others; a worker that dies is replaced; SIGTERM stops
 * the workers, then the database.
 */
async function serveCluster(workers: number): Promise<void> {
  const embedded = await ensureDatabase()
  let stopping = false
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork()
      worker.once('message', (message) => message === 'ready' && resolve())
      worker.once('exit', (code) => {
        if (stopping) return
        reject(new Error(`worker exited with ${code} while starting`))
        console.error(`Worker ${worker.process.pid} exited with ${code}; starting another.`)
        void fork().catch(() => undefined)
      })
    })
  // Listening before the first fork: a stop asked for while workers start still stops them and the database.
  const shutdown = async () => {
    stopping = true
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) => new Promise((resolve) => (worker!.once('exit', resolve), worker!.kill('SIGTERM'))),
    )
    await Promise.all(exits)
    await embedded?.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
  await fork()
  await Promise.all(Array.from({ length: workers - 1 }, fork))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 1) || 1)
  if (workers > 1 && cluster.isPrimary) {
    serveCluster(workers).catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
  } else {
    serveUntilStopped()
  }
}
