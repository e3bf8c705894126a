/**
 * The app process of bench:hot (argv: codes file, partners): the server as `npm run serve` runs it (cms/build, plain
 * Node), on a database seeded for results day by hot-seed.ts in a process of its own. Prints "READY <url>"; its RSS
 * is what the benchmark reports.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const [, , codesFile, partners] = process.argv
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
const seeded = spawnSync(
  process.execPath,
  ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'hot-seed.ts'), dataDir, codesFile, partners],
  { stdio: ['ignore', 'ignore', 'inherit'] },
)
if (seeded.status !== 0) throw new Error(`seeding failed (${seeded.status})`)
process.env.DATA_DIR = dataDir
if (process.env.BENCH_DATABASE_URI) process.env.DATABASE_URI = process.env.BENCH_DATABASE_URI
const { start } = await import('../cms/build/server.mjs')
const server = await start({ port: 0, admin: false })
process.stdout.write(`READY ${server.url}\n`)
process.once(
  'SIGTERM',
  () =>
    void server.stop().then(() => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    }),
)
