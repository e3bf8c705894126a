/**
 * Keeps the committed PostgreSQL migrations in step with the Payload config.
 *   create NAME  writes a new migration
 *   check        exits 1 when the config differs from the latest committed snapshot
 * Neither needs a running database: the schema is built with the connection disabled.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Never connected to: both commands only compare the config with the committed snapshot.
process.env.DATABASE_URI = 'postgres://migrations-check@127.0.0.1:1/none'
const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [command, name] = process.argv.slice(2)

async function diffAgainstSnapshot(): Promise<string[]> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  type DrizzleKit = {
    generateDrizzleJson: (schema: unknown) => Promise<unknown>
    generateMigration: (a: unknown, b: unknown) => Promise<string[]>
  }
  const db = payload.db as unknown as {
    requireDrizzleKit: () => DrizzleKit
    schema: unknown
    defaultDrizzleSnapshot: unknown
    migrationDir: string
  }
  const kit = db.requireDrizzleKit()
  const after = await kit.generateDrizzleJson(db.schema)
  const latest = fs
    .readdirSync(db.migrationDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .at(-1)
  const before = latest ? JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8')) : db.defaultDrizzleSnapshot
  const statements = await kit.generateMigration(before, after)
  if (statements.length) console.error(`The config differs from ${latest ?? 'no migrations'}:\n${statements.join('\n')}`)
  return statements
}

async function main(): Promise<number> {
  if (command === 'check') {
    if ((await diffAgainstSnapshot()).length === 0) {
      process.stdout.write('Migrations match the config.\n')
      return 0
    }
    console.error('Migrations out of date. Run: npm run migrations:create -w cms -- NAME')
    return 1
  }
  if (command === 'create' && name) {
    const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
      cwd: cmsDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--conditions=production' },
    })
    return result.status ?? 1
  }
  console.error('usage: migrations.ts create NAME | check')
  return 2
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
