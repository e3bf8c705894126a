/**
 * The app as a person meets it: the built portal, back office and admin on a fresh PostgreSQL database with demo
 * data. With TEST_TWO_PROCESSES=1 two app processes share the database behind a round-robin balancer on PORT.
 */
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
await seedPartners(payload, null, [
  {
    email: 'dekarz@demo.pl',
    first_name: 'Adam',
    last_name: 'Dekarz',
    name: 'adekarz',
    phone: '600700800',
    programme: 'points',
    potential_group: null,
    withCompany: false,
    accepted: true,
  },
  // Registers codes from more phones than usual: the fraud story's own, so no one else's balance moves.
  {
    email: 'zbrojarz@demo.pl',
    first_name: 'Piotr',
    last_name: 'Zbrojarz',
    name: 'pzbrojarz',
    phone: '600900200',
    programme: 'points',
    potential_group: null,
    withCompany: false,
    accepted: true,
  },
  // Never accepts the documents: the layout walk's acceptance screen, whatever other stories accepted before it.
  {
    email: 'bez.zgody@demo.pl',
    first_name: 'Ewa',
    last_name: 'Zgodna',
    name: 'ezgodna',
    phone: '600900100',
    programme: 'points',
    potential_group: null,
    withCompany: false,
    accepted: false,
  },
])
const server = await start({ port: twoProcesses ? 0 : port })
const { startReadyProcess } = await import('@portal/cms/test-process')
const second = twoProcesses ? await startReadyProcess(path.join(import.meta.dirname, 'second-server.ts')) : null
const balancer = second ? await (await import('./roundRobin')).startRoundRobin(port, [server.url, second.url]) : null

const shutdown = () => {
  balancer?.close()
  // The second process stops before the embedded database it uses.
  void Promise.all([Promise.all([second?.stop(), server.stop()]).then(() => embedded?.stop()), mailbox.stop(), geocoder.stop()]).finally(
    () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    },
  )
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
