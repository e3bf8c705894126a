/**
 * Keeps the committed migrations (one folder per SQL adapter) in step with the Payload config.
 *   create NAME  writes a new migration for SQLite and for PostgreSQL
 *   check        exits 1 when the config differs from the latest committed snapshot of either adapter
 * Neither needs a running database: the schema is built with the connection disabled.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ADAPTERS = {
  sqlite: `file:${path.join(os.tmpdir(), 'portal-migrations-check.db')}`,
  postgres: 'postgres://migrations-check@127.0.0.1:1/none',
} as const
type Kind = keyof typeof ADAPTERS

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [command, name] = process.argv.slice(2)

function runFor(kind: Kind, args: string[]): number {
  const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URI: ADAPTERS[kind], MIGRATIONS_KIND: kind },
  })
  return result.status ?? 1
}

async function diffAgainstSnapshot(kind: Kind): Promise<string[]> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  type DrizzleKit = { generateDrizzleJson: (schema: unknown) => Promise<unknown>; generateMigration: (a: unknown, b: unknown) => Promise<string[]> }
  const db = payload.db as unknown as { requireDrizzleKit: () => DrizzleKit; schema: unknown; defaultDrizzleSnapshot: unknown; migrationDir: string }
  const kit = db.requireDrizzleKit()
  const after = await kit.generateDrizzleJson(db.schema)
  const latest = fs.readdirSync(db.migrationDir).filter((f) => f.endsWith('.json')).sort().at(-1)
  const before = latest ? JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8')) : db.defaultDrizzleSnapshot
  const statements = await kit.generateMigration(before, after)
  if (statements.length) console.error(`[${kind}] config differs from ${latest ?? 'no migrations'}:\n${statements.join('\n')}`)
  return statements
}

async function main(): Promise<number> {
  const kind = process.env.MIGRATIONS_KIND as Kind | undefined
  if (command === 'check') {
    if (kind) return (await diffAgainstSnapshot(kind)).length ? 1 : 0
    const failed = (Object.keys(ADAPTERS) as Kind[]).filter((k) => runFor(k, ['check']) !== 0)
    if (failed.length) console.error(`Migrations out of date for: ${failed.join(', ')}. Run: npm run migrations:create -w cms -- NAME`)
    else process.stdout.write('Migrations match the config for sqlite and postgres.\n')
    return failed.length ? 1 : 0
  }
  if (command === 'create' && name) {
    for (const k of Object.keys(ADAPTERS) as Kind[]) {
      const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
        cwd: cmsDir,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URI: ADAPTERS[k], NODE_OPTIONS: '--conditions=production' },
      })
      if (result.status !== 0) return result.status ?? 1
    }
    return 0
  }
  console.error('usage: migrations.ts create NAME | check')
  return 2
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error)
  process.exit(1)
})
