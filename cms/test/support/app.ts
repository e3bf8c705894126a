import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { inject } from 'vitest'
import type { RunningServer } from '../../src/server'
import { HttpClient } from './http'
import { type Mailbox, startMailbox } from './mailbox'
import { type ReadyProcess, startReadyProcess } from './readyProcess'

export type SecondProcess = ReadyProcess
export type TestApp = RunningServer & {
  client: () => HttpClient
  dataDir: string
  mailbox: Mailbox
  second: SecondProcess | null
  /** Forgets every rate-limit window and login lockout, wherever the app keeps them. */
  clearRateLimits: () => Promise<void>
}

/** Empties the test database, so every file starts from the committed migrations. */
async function resetDatabase(uri: string): Promise<void> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
}

/** Forgets this run's rate-limit windows in Redis (REDIS_URL set), as resetDatabase forgets the rows. */
async function resetRedis(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url)
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
}

/** Starts another app process on the test app's database (DATA_DIR and DATABASE_URI from the environment). */
export function startSecondProcess(): Promise<SecondProcess> {
  return startReadyProcess(path.join(import.meta.dirname, 'second-server.ts'))
}

/**
 * The real app over HTTP on the emptied test database (see database.ts), sending e-mail to a real SMTP
 * server in process. Demo data is loaded unless `seed: false`. With TEST_TWO_PROCESSES=1 a second app
 * process serves the same database and every client sends its requests to the two in turn. With REDIS_URL
 * set, both keep their rate limits in that Redis.
 */
export async function startTestApp(options: { seed?: boolean; onListening?: (port: number) => void } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URI = inject('databaseUri')
  await resetDatabase(process.env.DATABASE_URI)
  if (process.env.REDIS_URL) {
    // The second process inherits the prefix, so both count in the same windows.
    process.env.REDIS_KEY_PREFIX = `portal-test:${process.pid}:`
    await resetRedis(process.env.REDIS_URL, process.env.REDIS_KEY_PREFIX)
  }
  const { start } = await import('../../src/server')
  const server = await start({ port: 0, admin: false, onListening: options.onListening })
  if (options.seed !== false) {
    const { seedDemoData } = await import('@portal/seed')
    await seedDemoData(server.payload)
  }
  // Both processes send the same links, as two processes behind one PUBLIC_URL would.
  process.env.PUBLIC_URL = server.url
  const second = process.env.TEST_TWO_PROCESSES ? await startSecondProcess() : null
  const urls = second ? [server.url, second.url] : [server.url]
  return {
    ...server,
    dataDir,
    mailbox,
    second,
    client: () => new HttpClient(urls),
    clearRateLimits: async () => {
      if (process.env.REDIS_URL) await resetRedis(process.env.REDIS_URL, process.env.REDIS_KEY_PREFIX!)
      else await server.payload.db.deleteMany({ collection: 'rate-limit-windows', where: {} })
    },
    stop: async () => {
      await second?.stop()
      await server.stop()
      await mailbox.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
