/**
 * The app as a person meets it: the built portal, back office and admin on a fresh PostgreSQL database with demo
 * data. With TEST_TWO_PROCESSES=1 two app processes share the database behind a round-robin balancer on PORT.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
// The embedded PostgreSQL (under dataDir/pg) runs as its own user, which must reach it.
fs.chmodSync(dataDir, 0o755)
process.env.DATA_DIR = dataDir
const port = Number(process.env.PORT ?? 3100)
const twoProcesses = Boolean(process.env.TEST_TWO_PROCESSES)
// Set before the config is first read: both processes send the balancer's address in their links and accept its Origin.
process.env.PUBLIC_URL = `http://localhost:${port}`
process.env.PAYLOAD_SECRET = (await import('./secret')).E2E_SECRET
// The machine's PostgreSQL when CI has one (emptied first), else the embedded default.
if (process.env.TEST_POSTGRES_URL) {
  process.env.DATABASE_URI = process.env.TEST_POSTGRES_URL
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
}

// A real SMTP server in this process; each message it receives is written where the tests read it.
const { startMailbox } = await import('@portal/cms/test-mailbox')
const mailboxDir = process.env.E2E_MAILBOX_DIR!
fs.rmSync(mailboxDir, { recursive: true, force: true })
const mailbox = await startMailbox({ dir: mailboxDir })
process.env.SMTP_URL = mailbox.url
const { startGeocoder } = await import('./geocoder')
const geocoder = await startGeocoder()
process.env.GEOCODER_URL = geocoder.url

// Seeded before the port opens, so Playwright's health check means the demo data is there.
const { ensureDatabase, start } = await import('@portal/cms/server')
const embedded = await ensureDatabase()
const { getPayload } = await import('payload')
const { default: config } = await import('@portal/cms/config')
const { runMigrations } = await import('@portal/cms/db')
const { seedDemoData, seedPartners } = await import('@portal/seed')
const payload = await getPayload({ config })
await runMigrations(payload)
await seedDemoData(payload)
// A second tradesperson for the fulfilment story, so fachowiec@'s balance stays the orders story's own.
await seedPartners(payload, null, [{ email: 'dekarz@demo.pl', first_name: 'Adam', last_name: 'Dekarz', name: 'adekarz', phone: '600700800', programme: 'points', potential_group: null, withCompany: false, accepted: true }])
const server = await start({ port: twoProcesses ? 0 : port })
let second: ChildProcess | null = null
let balancer: import('node:http').Server | null = null
if (twoProcesses) {
  const started = await startSecondProcess()
  second = started.child
  const { startRoundRobin } = await import('./roundRobin')
  balancer = await startRoundRobin(port, [server.url, started.url])
}

function startSecondProcess(): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'second-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /READY (\S+)/.exec(output)
      if (match) resolve({ url: match[1]!, child })
    })
    child.once('exit', (code) => reject(new Error(`second process exited with ${code}`)))
  })
}

/** Resolves once the second process has stopped, so the embedded database outlives both. */
function stopSecond(): Promise<void> {
  if (!second || second.exitCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => second!.once('exit', () => resolve()))
  second.kill('SIGTERM')
  return exited
}

const shutdown = () => {
  balancer?.close()
  void Promise.all([Promise.all([stopSecond(), server.stop()]).then(() => embedded?.stop()), mailbox.stop(), geocoder.stop()]).finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
