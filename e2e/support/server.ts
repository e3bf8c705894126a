/** The app as a person meets it: the built portal, back office and admin on a fresh SQLite database with demo data. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URI = `file:${path.join(dataDir, 'portal.db')}`
process.env.PAYLOAD_SECRET = (await import('./secret')).E2E_SECRET

// A real SMTP server in this process; each message it receives is written where the tests read it.
const { startMailbox } = await import('@portal/cms/test-mailbox')
const mailboxDir = process.env.E2E_MAILBOX_DIR!
fs.rmSync(mailboxDir, { recursive: true, force: true })
const mailbox = await startMailbox({ dir: mailboxDir })
process.env.SMTP_URL = mailbox.url
const { startGeocoder } = await import('./geocoder')
const geocoder = await startGeocoder()
process.env.GEOCODER_URL = geocoder.url

const { getPayload } = await import('payload')
const { default: config } = await import('@portal/cms/config')
const { runMigrations } = await import('@portal/cms/db')
const { seedDemoData } = await import('@portal/seed')
const { start } = await import('@portal/cms/server')

const payload = await getPayload({ config })
await runMigrations(payload)
await seedDemoData(payload)
const server = await start({ port: Number(process.env.PORT ?? 3100) })

const shutdown = () => void Promise.all([server.stop(), mailbox.stop(), geocoder.stop()]).finally(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
})
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
