import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { makeDatabaseTemplate } from '../src/databaseTemplate'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/embeddedPostgres'
import { migrations } from '../src/migrations'

/** A first start on an empty data folder copies the template `npm run build` made instead of initdb and migrations. */
describe('the embedded PostgreSQL started from the build’s template', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'))
  const template = path.join(root, 'template')
  const started: EmbeddedDatabase[] = []
  const start = async (name: string, options: { template?: string | null } = { template }) => {
    const database = await startEmbeddedPostgres(path.join(root, name, 'pg'), { durable: false, ...options })
    started.push(database)
    return database
  }
  const query = async (uri: string, text: string) => {
    const client = new pg.Client({ connectionString: uri })
    await client.connect()
    try {
      return (await client.query(text)).rows
    } finally {
      await client.end()
    }
  }
  const passwordOf = (name: string) => fs.readFileSync(path.join(root, name, '.pg-password'), 'utf8')

  beforeAll(async () => {
    fs.chmodSync(root, 0o755)
    await makeDatabaseTemplate(template)
  }, 120_000)
  afterAll(async () => {
    for (const database of started) await database.stop()
    fs.rmSync(root, { recursive: true, force: true })
  })

  test('a copy answers migrated, with a password of its own that the template and other copies do not share', async () => {
    const first = await start('first')
    const second = await start('second')
    for (const database of [first, second]) {
      const applied = await query(database.uri, 'SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name')
      expect(applied.map((row: { name: string }) => row.name)).toEqual(migrations.map((migration) => migration.name).sort())
    }
    expect(passwordOf('first')).not.toEqual(passwordOf('second'))
    // The first copy's address with the second copy's password is refused.
    const crossed = first.uri.replace(encodeURIComponent(passwordOf('first')), encodeURIComponent(passwordOf('second')))
    await expect(query(crossed, 'SELECT 1')).rejects.toThrow(/password authentication failed/)
    expect(fs.existsSync(path.join(template, '.pg-password'))).toBe(false)
  })

  test('a copy stopped halfway last time is made again, and the template stays as it was', async () => {
    fs.mkdirSync(path.join(root, 'halfway', 'pg.copying', 'base'), { recursive: true })
    const before = fs.readdirSync(path.join(template, 'pg'), { recursive: true }).length
    const database = await start('halfway')
    expect(await query(database.uri, 'SELECT count(*)::int AS partners FROM partners')).toEqual([{ partners: 0 }])
    expect(fs.existsSync(path.join(root, 'halfway', 'pg.copying'))).toBe(false)
    await database.stop()
    started.splice(started.indexOf(database), 1)
    expect(fs.readdirSync(path.join(template, 'pg'), { recursive: true }).length).toBe(before)
    expect(fs.existsSync(path.join(template, 'pg', 'postmaster.pid'))).toBe(false)
  })

  test('a template made from other migrations is not used: the folder is initialised afresh, with no tables yet', async () => {
    fs.writeFileSync(path.join(template, 'fingerprint'), 'made from other migrations')
    const database = await start('fresh')
    expect(await query(database.uri, `SELECT to_regclass('payload_migrations') AS table`)).toEqual([{ table: null }])
  })
})
