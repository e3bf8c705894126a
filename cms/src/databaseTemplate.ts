import fs from 'node:fs'
import path from 'node:path'
import { TEMPLATE_DIR, startEmbeddedPostgres, templateFingerprint } from './embeddedPostgres'
import { closeDatabase } from './server'

/**
 * Makes the data folder a first start copies (embeddedPostgres.ts): PostgreSQL initialised, the database created
 * and every committed migration applied, stopped cleanly, with the fingerprint of what it was made from.
 * `npm run build` makes it in TEMPLATE_DIR (scripts/database-template.ts). Loads the Payload config: call it in a
 * process that has not loaded it yet.
 */
export async function makeDatabaseTemplate(templateDir = TEMPLATE_DIR): Promise<void> {
  const staging = `${templateDir}.making`
  fs.rmSync(staging, { recursive: true, force: true })
  fs.mkdirSync(staging, { recursive: true, mode: 0o755 })
  const embedded = await startEmbeddedPostgres(path.join(staging, 'pg'), { template: null })
  process.env.DATABASE_URI = embedded.uri
  const { getPayload } = await import('payload')
  const { default: config } = await import('./payload.config')
  const { runMigrations } = await import('./db')
  const payload = await getPayload({ config })
  await runMigrations(payload)
  await closeDatabase(payload, embedded)
  delete process.env.DATABASE_URI
  // Each copy gets a password of its own.
  fs.rmSync(path.join(staging, '.pg-password'))
  fs.writeFileSync(path.join(staging, 'fingerprint'), templateFingerprint())
  fs.rmSync(templateDir, { recursive: true, force: true })
  fs.renameSync(staging, templateDir)
}
