/**
 * The results-day benchmark: every hot partner call under 32 connections, driven by wrk in its own process, against
 * a bare Express handler in its own process measured in the same run, right before each call. Prints one table (req/s,
 * p50, p99, the adjacent baseline's req/s and the ratio to it, goal, pass/fail) and exits 1 when a goal is missed or a request failed.
 * Run: npm run bench:hot -w bench   (BENCH_SECONDS=6 per call; BENCH_DATABASE_URI=postgres://… for another server).
 * BENCH_SMOKE=1 (CI, 1 s per call) checks that every call answers and every code counts, not the goals.
 * BENCH_CALLS=<regexp> runs only the calls it matches (the baseline always; orders needs codes, whose points its
 * partners spend); BENCH_CPU_PROF=<dir> writes the app's CPU profile there (open it in Chrome DevTools);
 * BENCH_NODE_ARGS='--flag …' starts the app process with those Node/V8 flags (to try a GC setting, say).
 * "CPU ms (DB)" is the app's CPU time per answered request with its embedded PostgreSQL's, and the database's part:
 * it tells where a call's time goes and whether a change made it cheaper.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startReadyProcess } from '@portal/cms/test-process'
import { session } from './load'
import { assertWrkInstalled, wrk, type WrkCall, type WrkResult } from './wrk'

const SMOKE = Boolean(process.env.BENCH_SMOKE)
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMOKE ? 1 : 6))
// Each call, the baseline too, is measured after a warm-up of its own: results day is a warm server (JIT done, the
// database pool open), not its first second.
const WARM_UP_SECONDS = SMOKE ? 0 : 2
const PARTNERS = 32
assertWrkInstalled()

const rssMegabytes = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hot-'))
const codesFile = path.join(dir, 'codes.json')
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []
const nodeArgs = [...profile, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])]
const app = await startReadyProcess(path.join(import.meta.dirname, 'hot-server.mjs'), [codesFile, String(PARTNERS)], process.env, nodeArgs)
const bare = await startReadyProcess(path.join(import.meta.dirname, 'bare.ts'))
const codes = JSON.parse(fs.readFileSync(codesFile, 'utf8')) as string[]
const server = { url: app.url }
const appPid = app.child.pid!

const emails = Array.from({ length: PARTNERS }, (_, i) => `bench${i}@demo.pl`)
// Each tradesperson on a phone of their own: the fraud rule on devices reads its facts for every code.
const tradespeople = await Promise.all(
  emails.map(async (email, i) => ({
    ...(await session(server.url, '/api/login', email, 'Demo123!')),
    'User-Agent': `Mozilla/5.0 (Linux; Android 14; Bench ${i}) Mobile`,
  })),
)
const distributor = await session(server.url, '/api/login', 'partner@demo.pl', 'Demo123!')
const tradesperson = await session(server.url, '/api/login', 'fachowiec@demo.pl', 'Demo123!')

/** CPU seconds the app has used so far, with its children (the embedded PostgreSQL's server and backends). */
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
function cpuSeconds(root: number): { all: number; app: number } {
  const stats = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // Fields after the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }]
      } catch {
        return [] // the process ended meanwhile
      }
    })
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const stat of stats)
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid)
        grew = true
      }
  }
  return {
    all: stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / clockTicks,
    app: (stats.find((stat) => stat.pid === root)?.ticks ?? 0) / clockTicks,
  }
}

type Goal = { ratio: number; p99: number }
/** CPU milliseconds per answered request: all of it, and the database's part (the app's children). */
type Cpu = { all: number; database: number }
/** `bare`: the baseline measured just before the call, which its ratio is to. */
type Row = { call: string; result: WrkResult; bare: WrkResult | null; goal: Goal | null; cpu: Cpu | null }
const rows: Row[] = []
const only = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS) : null
/** `warmUp` replaces what the warm-up sends where it must not repeat the measured requests (distinct codes). */
const run = async (call: string, spec: WrkCall, goal: Goal | null, warmUp: Partial<WrkCall> & { then?: () => Promise<void> } = {}) => {
  if (only && rows.length > 0 && !only.test(call)) return null
  if (WARM_UP_SECONDS) await wrk({ ...spec, ...warmUp, seconds: WARM_UP_SECONDS })
  await warmUp.then?.()
  const app = spec.url.startsWith(server.url)
  // The host's speed drifts between calls (bare Express 5,000 or 8,400 req/s on one host within minutes): each
  // call's ratio is to the baseline measured right before it, not to one measured minutes earlier.
  const bareNow = app ? await wrk({ url: `${bare.url}/ping`, seconds: SECONDS }) : null
  const before = app ? cpuSeconds(appPid) : null
  const result = await wrk({ seconds: SECONDS, ...spec })
  const after = app ? cpuSeconds(appPid) : null
  const perRequest = (seconds: number) => (seconds * 1000) / result.requests
  const cpu =
    before && after
      ? { all: perRequest(after.all - before.all), database: Math.max(0, perRequest(after.all - after.app - (before.all - before.app))) }
      : null
  rows.push({ call, result, bare: bareNow, goal, cpu })
  return result
}

const baseline = await run('bare Express res.json', { url: `${bare.url}/ping` }, null)
const hotRead: Goal = { ratio: 0.5, p99: 50 }
await run('GET /api/health', { url: `${server.url}/api/health` }, null)
await run('GET /api/provinces (guest)', { url: `${server.url}/api/provinces` }, null)
await run('GET /api/page-data', { url: `${server.url}/api/page-data`, headers: [tradesperson] }, hotRead)
await run('GET /api/ranking (distributor)', { url: `${server.url}/api/ranking`, headers: [distributor] }, hotRead)
await run('GET /api/products?page=1&per_page=6', { url: `${server.url}/api/products?page=1&per_page=6`, headers: [distributor] }, hotRead)
await run('GET /api/prizes?page=1', { url: `${server.url}/api/prizes?page=1`, headers: [tradesperson] }, hotRead)
await run('GET /api/points', { url: `${server.url}/api/points`, headers: [tradesperson] }, hotRead)
await run('GET /api/transactions', { url: `${server.url}/api/transactions`, headers: [tradesperson] }, hotRead)
await run('GET /api/news', { url: `${server.url}/api/news`, headers: [tradesperson] }, hotRead)
await run('GET /api/faq', { url: `${server.url}/api/faq`, headers: [tradesperson] }, hotRead)
await run('GET /api/rules/points', { url: `${server.url}/api/rules/points`, headers: [tradesperson] }, hotRead)

// Each registered code credits 10,000 points to one of the 32: their balances say how many were registered. The
// warm-up registers codes from the other half of the batch, so every measured request is a code nobody registered.
const receivedPoints = async () =>
  (
    await Promise.all(
      tradespeople.map(
        async (headers) => ((await (await fetch(`${server.url}/api/points`, { headers })).json()) as { received: number }).received,
      ),
    )
  ).reduce((sum, points) => sum + points, 0)
const codeBodies = codes.map((code) => JSON.stringify({ code }))
const half = codeBodies.length / 2
let receivedBefore = 0
const registrations = await run(
  `POST /api/codes (${PARTNERS} partners, distinct codes)`,
  { url: `${server.url}/api/codes`, method: 'POST', headers: tradespeople, bodies: codeBodies.slice(0, half) },
  { ratio: 0.2, p99: 100 },
  { bodies: codeBodies.slice(half), then: async () => void (receivedBefore = await receivedPoints()) },
)
const registered = ((await receivedPoints()) - receivedBefore) / 10_000

const ordersCall = `POST /api/orders (reorder, ${PARTNERS} partners)`
if (!only || only.test(ordersCall)) {
  // Each partner orders a prize once through the cart; the benchmark then orders it again ("Zamów ponownie").
  const prize = (
    (await (await fetch(`${server.url}/api/prizes?sort=points&order=asc&per_page=1`, { headers: tradesperson })).json()) as {
      items: Array<{ id: string }>
    }
  ).items[0]!
  const firstOrders = await Promise.all(
    tradespeople.map(async (headers) => {
      await fetch(`${server.url}/api/cart`, { method: 'POST', headers, body: JSON.stringify({ prize_id: prize.id, quantity: 1 }) })
      const placed = await fetch(`${server.url}/api/orders`, { method: 'POST', headers, body: JSON.stringify({ delivery: 'residence' }) })
      return ((await placed.json()) as { order: { number: string } }).order.number
    }),
  )
  await run(
    ordersCall,
    {
      url: `${server.url}/api/orders`,
      method: 'POST',
      headers: tradespeople,
      pairedBodies: firstOrders.map((number) => JSON.stringify({ delivery: 'residence', reorder: number })),
    },
    { ratio: 0.1, p99: 100 },
  )
}

const memory = rssMegabytes(app.child.pid!)
const pad = (value: string, width: number) => value.padEnd(width)
const lines = [
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, PostgreSQL (${process.env.BENCH_DATABASE_URI ? 'BENCH_DATABASE_URI' : 'embedded'}), wrk 2 threads × 32 connections × ${SECONDS} s`,
  `${pad('call', 52)} ${pad('req/s', 8)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('bare', 6)} ${pad('× bare', 7)} ${pad('CPU ms (DB)', 12)} ${pad('goal', 18)} result`,
]
let missed = 0
for (const { call, result, bare: bareNow, goal, cpu } of rows) {
  const bareRate = (bareNow ?? baseline!).perSecond
  const ratio = result.perSecond / bareRate
  const pass = goal ? ratio >= goal.ratio && result.p99 <= goal.p99 && result.failed === 0 : result.failed === 0
  if (!pass) missed++
  lines.push(
    `${pad(call, 52)} ${pad(result.perSecond.toFixed(0), 8)} ${pad(result.p50.toFixed(1), 8)} ${pad(result.p99.toFixed(1), 8)} ${pad(bareRate.toFixed(0), 6)} ${pad(ratio.toFixed(3), 7)} ${pad(cpu ? `${cpu.all.toFixed(2)} (${cpu.database.toFixed(2)})` : '', 12)} ${pad(goal ? `≥ ${goal.ratio}, p99 ≤ ${goal.p99}` : '', 18)} ${pass ? 'pass' : 'FAIL'}${result.failed ? ` (${result.failed} failed)` : ''}`,
  )
}
lines.push(
  `codes: ${registrations?.requests ?? 0} answered, ${registered} registered; app process RSS after the bench ${memory.toFixed(0)} MB (goal ≤ 400)`,
)
process.stdout.write(`${lines.join('\n')}\n`)
await bare.stop()
await app.stop()

// Cold start as `npm run serve` does it on a fresh machine: an empty data folder (the embedded PostgreSQL is
// initialised and migrated) until /api/health answers 200.
const coldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'))
fs.chmodSync(coldDir, 0o755)
const port = 20_000 + Math.floor(Math.random() * 20_000)
const started = performance.now()
const coldEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: coldDir, PORT: String(port), NODE_OPTIONS: '' }
delete coldEnv.DATABASE_URI
const cold = spawn(process.execPath, ['--conditions=production', path.resolve(import.meta.dirname, '../cms/build/server.mjs')], {
  env: coldEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
})
// A server that exits before it answers (no admin build in cms/.next, say: run `npm run build` first) ends the bench.
let coldExited = false
const coldExit = new Promise<number | null>((resolve) =>
  cold.once('exit', (code) => {
    coldExited = true
    resolve(code)
  }),
)
while (
  (await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.status,
    () => 0,
  )) !== 200
) {
  if (coldExited) throw new Error(`npm run serve exited (${await coldExit}) before /api/health answered 200`)
  await new Promise((resolve) => setTimeout(resolve, 25))
}
const coldSeconds = (performance.now() - started) / 1000
cold.kill('SIGTERM')
await coldExit
fs.rmSync(coldDir, { recursive: true, force: true })
process.stdout.write(`cold start of npm run serve (empty data folder) to /api/health 200: ${coldSeconds.toFixed(2)} s (goal ≤ 3)\n`)
const failed = rows.some((row) => row.result.failed > 0) || registered < (registrations?.requests ?? 0)
if (failed || (!SMOKE && (missed || memory > 400 || coldSeconds > 3))) process.exitCode = 1
fs.rmSync(dir, { recursive: true, force: true })
