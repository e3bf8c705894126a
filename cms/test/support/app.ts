import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { RunningServer } from '../../src/server'
import { HttpClient } from './http'
import { type Mailbox, startMailbox } from './mailbox'

export type TestApp = RunningServer & { client: () => HttpClient; dataDir: string; mailbox: Mailbox }

/** Empties the shared PostgreSQL test database, so every file starts from the committed migrations. */
async function resetPostgres(uri: string): Promise<void> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
}

/**
 * The real app over HTTP on a fresh database: SQLite in a temp folder, or the PostgreSQL in
 * TEST_DATABASE_URI, sending e-mail to a real SMTP server in process. Demo data is loaded unless `seed: false`.
 */
export async function startTestApp(options: { seed?: boolean; onListening?: (port: number) => void } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  const postgres = process.env.TEST_DATABASE_URI
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URI = postgres ?? `file:${path.join(dataDir, 'portal.db')}`
  if (postgres) await resetPostgres(postgres)
  const { start } = await import('../../src/server')
  const server = await start({ port: 0, admin: false, onListening: options.onListening })
  if (options.seed !== false) {
    const { seedDemoData } = await import('@portal/seed')
    await seedDemoData(server.payload)
  }
  return {
    ...server,
    dataDir,
    mailbox,
    client: () => new HttpClient(server.url),
    stop: async () => {
      await server.stop()
      await mailbox.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
