/**
 * Benchmarks of the points scheme, each against a baseline measured in the same run on the same machine:
 *  - code registrations under 32 concurrent clients vs a bare Express JSON handler,
 *  - the prize catalogue query vs the same baseline,
 *  - batch generation time for one batch of 100,000 codes (BENCH_BATCH), the size the back office allows.
 * Run: npm run bench -w bench  (BENCH_CODES=2000 registrations by default).
 */
import os from 'node:os'
import path from 'node:path'
import { startReadyProcess } from '@portal/cms/test-process'
import { startSeededApp } from './app'
import { describe, load, session } from './load'

const CODES = Number(process.env.BENCH_CODES ?? 2000)
const BATCH = Number(process.env.BENCH_BATCH ?? 100_000)
const CLIENTS = 32
const app = await startSeededApp()
const { server } = app
const { generateBatch } = await import('@portal/cms/code-batches')

// The baseline in a process of its own, as in bench:hot.
const bare = await startReadyProcess(path.join(import.meta.dirname, 'bare.ts'))

const t0 = performance.now()
const { codes } = await generateBatch(server.payload, { name: 'Benchmark', pointsPerCode: 1, count: Math.max(BATCH, CODES) })
const generationSeconds = (performance.now() - t0) / 1000
const perSecond = codes.length / generationSeconds

const headers = await session(server.url, '/api/login', 'fachowiec@demo.pl', 'Demo123!')
const baseline = await load(CODES, CLIENTS, async () => void (await (await fetch(`${bare.url}/ping`)).json()))
let registered = 0
const registrations = await load(CODES, CLIENTS, async (i) => {
  const response = await fetch(`${server.url}/api/codes`, { method: 'POST', headers, body: JSON.stringify({ code: codes[i] }) })
  if (((await response.json()) as { status?: string }).status === 'registered') registered++
})
const catalogue = await load(
  1000,
  CLIENTS,
  async (i) =>
    void (await (await fetch(`${server.url}/api/prizes?sort=${i % 2 ? 'name' : 'points'}&order=desc&min=100&page=1`, { headers })).json()),
)

const ratio = (value: number, base: number) => (value / base).toFixed(3)
process.stdout.write(
  [
    `database: ${server.payload.db.name}, ${CLIENTS} concurrent clients, ${os.cpus().length} cores`,
    `baseline (bare Express):  ${describe(baseline)}`,
    `code registration:        ${describe(registrations)}  → throughput ×${ratio(registrations.perSecond, baseline.perSecond)} of baseline, p99 ×${ratio(registrations.p99, baseline.p99)}; ${registered}/${CODES} registered`,
    `catalogue query:          ${describe(catalogue)}  → throughput ×${ratio(catalogue.perSecond, baseline.perSecond)} of baseline, p99 ×${ratio(catalogue.p99, baseline.p99)}`,
    `batch generation:         ${codes.length} codes in ${generationSeconds.toFixed(2)} s (${perSecond.toFixed(0)} codes/s)`,
    '',
  ].join('\n'),
)
if (registered !== CODES) process.exitCode = 1
await bare.stop()
await app.stop()
