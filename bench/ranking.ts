/**
 * Benchmarks of the distributor contest, against a bare Express handler measured in the same run:
 *  - importing a results file of 50,000 companies (dry run with the diff, then publication), over HTTP,
 *  - GET /api/ranking under 32 concurrent clients once that publication is current.
 * Run: npm run bench:ranking -w bench  (BENCH_RANKING_ROWS=50000 by default).
 */
import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { CONTEST_REGIONS, RANKING_COLUMNS } from '@portal/shared'
import { startReadyProcess } from '@portal/cms/test-process'
import { startSeededApp } from './app'
import { describe, load, session } from './load'

const ROWS = Number(process.env.BENCH_RANKING_ROWS ?? 50_000)
const CLIENTS = 32
const app = await startSeededApp()
const { server } = app
const { demoNip } = await import('@portal/seed')

// The baseline in a process of its own, as in bench:hot.
const bare = await startReadyProcess(path.join(import.meta.dirname, 'bare.ts'))

// Setup, not measured: the companies the file names, written straight into the table.
const companies = Array.from({ length: ROWS - 1 }, (_, i) => ({
  id: crypto.randomUUID(),
  name: `Firma ${i + 1}`,
  tax_identifier: demoNip(100_000_000 + i * 13),
}))
for (let i = 0; i < companies.length; i += 500) await app.insertRows('companies', companies.slice(i, i + 500))

// Results spread over the thresholds: a few VIP, many GOLD in every region, the rest below; partner@demo.pl's company among them.
const rows = [
  ...companies.map((c, i) => [c.tax_identifier, c.name, CONTEST_REGIONS[i % 8], (i * 7919) % 24_000, (i * 104_729) % 12_000]),
  ['5260250274', 'Dachy Kowalski Sp. z o.o.', 'Centrum', 5200, 6100],
]
const csv = [Object.values(RANKING_COLUMNS).join(';'), ...rows.map((r) => r.join(';'))].join('\n')

const staff = await session(server.url, '/backoffice/api/login', 'program@demo.pl', 'Admin123!')
const upload = async (query: string) => {
  const t0 = performance.now()
  const response = await fetch(`${server.url}/backoffice/api/ranking-imports?${query}`, {
    method: 'POST',
    headers: { ...staff, 'Content-Type': 'text/csv' },
    body: csv,
  })
  const body = (await response.json()) as { errors?: unknown[] }
  if (!response.ok || (Array.isArray(body.errors) && body.errors.length))
    throw new Error(`import failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
  return (performance.now() - t0) / 1000
}
const dryRunSeconds = await upload('data_date=2025-06-29&dry_run=1')
const publishSeconds = await upload('data_date=2025-06-29&file_name=bench.csv')

const partner = await session(server.url, '/api/login', 'partner@demo.pl', 'Demo123!')
const baseline = await load(2000, CLIENTS, async () => void (await (await fetch(`${bare.url}/ping`)).json()))
const ranking = await load(2000, CLIENTS, async () => {
  const response = await fetch(`${server.url}/api/ranking`, { headers: partner })
  if (!response.ok) throw new Error(`GET /api/ranking: ${response.status}`)
  await response.json()
})

const ratio = (value: number, base: number) => (value / base).toFixed(3)
process.stdout.write(
  [
    `database: ${server.payload.db.name}, ${CLIENTS} concurrent clients, ${os.cpus().length} cores, ${ROWS} companies, file ${(csv.length / 1e6).toFixed(1)} MB`,
    `baseline (bare Express):  ${describe(baseline)}`,
    `ranking import dry run:   ${dryRunSeconds.toFixed(2)} s (${(ROWS / dryRunSeconds).toFixed(0)} rows/s, row checks, company lookup and diff)`,
    `ranking publication:      ${publishSeconds.toFixed(2)} s (${(ROWS / publishSeconds).toFixed(0)} rows/s, file kept, winners marked)`,
    `GET /api/ranking:         ${describe(ranking)}  → throughput ×${ratio(ranking.perSecond, baseline.perSecond)} of baseline, p99 ×${ratio(ranking.p99, baseline.p99)}`,
    '',
  ].join('\n'),
)
await bare.stop()
await app.stop()
