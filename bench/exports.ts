/**
 * Auditor's export of the ledger: time and memory for 100,000 and then 1,000,000 rows, streamed as CSV
 * over HTTP to a downloader in its own process. Memory is the server's RSS (this process), sampled every 50 ms,
 * and the heap still alive after a full GC; "flat" means neither follows the number of rows.
 * Run: npm run bench:exports -w bench  (BENCH_LEDGER_ROWS=1000000 by default).
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { startSeededApp } from './app'
import { session } from './load'

const ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000)
const FIRST = Math.min(100_000, ROWS)
const app = await startSeededApp()
const { server } = app

// Setup, not measured: ledger rows written straight into the table for the demo partners.
const partners = (await server.payload.find({ collection: 'partners', depth: 0, pagination: false, overrideAccess: true })).docs.map(
  (p) => p.id,
)
const started = Date.parse('2025-01-01T00:00:00Z')
let written = 0
async function writeLedger(upTo: number) {
  for (; written < upTo; written += 1000) {
    const rows = Array.from({ length: Math.min(1000, upTo - written) }, (_, k) => {
      const i = written + k
      return {
        id: crypto.randomUUID(),
        partner: partners[i % partners.length],
        seq: 1_000_000 + Math.floor(i / partners.length),
        amount_tenths: 200,
        label: `Kod BENCH-${i} – Rynna półokrągła Premium 125 mm`,
        source: 'code',
        reference: `BENCH${i}`,
        createdAt: new Date(started + i * 1000).toISOString(),
      }
    })
    await app.insertRows('ledger_entries', rows)
  }
}

const auditor = await session(server.url, '/backoffice/api/login', 'audytor@demo.pl', 'Admin123!')

async function exportLedger() {
  // Started with --expose-gc: measure from a collected heap, so the rows written as setup do not count.
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const t0 = performance.now()
  // The downloader's own buffers and garbage are not the server's: a client in this process added 240 MB to the peak.
  const client = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'download-client.ts'),
      `${server.url}/backoffice/api/exports/ledger.csv`,
      auditor.Cookie!,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let report = ''
  client.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()))
  await new Promise((resolve) => client.on('close', resolve))
  const { status, bytes, lines } = JSON.parse(report) as { status: number; bytes: number; lines: number }
  if (status !== 200) throw new Error(`the export answered ${status}`)
  clearInterval(sampler)
  const seconds = (performance.now() - t0) / 1000
  // What the export left alive: a stream that kept rows would show here, garbage not yet collected would not.
  global.gc?.()
  const retainedMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6
  return { seconds, rows: lines - 1, mb: bytes / 1e6, beforeMb: before / 1e6, peakMb: peak / 1e6, retainedMb }
}

const describeRun = (r: Awaited<ReturnType<typeof exportLedger>>) =>
  `${r.rows} rows, ${r.mb.toFixed(0)} MB CSV in ${r.seconds.toFixed(1)} s (${(r.rows / r.seconds).toFixed(0)} rows/s); RSS ${r.beforeMb.toFixed(0)} MB before, peak ${r.peakMb.toFixed(0)} MB (+${(r.peakMb - r.beforeMb).toFixed(0)} MB), heap retained after GC ${r.retainedMb.toFixed(1)} MB`

await writeLedger(FIRST)
const small = await exportLedger()
await writeLedger(ROWS)
const large = await exportLedger()
process.stdout.write(
  [
    `database: ${server.payload.db.name}, ${os.cpus().length} cores`,
    `ledger export (baseline, ${FIRST} rows): ${describeRun(small)}`,
    `ledger export (${ROWS} rows):           ${describeRun(large)}`,
    // Absolute figures side by side: a ratio of two near-zero growths says nothing.
    `for ×${(ROWS / FIRST).toFixed(0)} the rows: peak RSS growth ${(small.peakMb - small.beforeMb).toFixed(0)} → ${(large.peakMb - large.beforeMb).toFixed(0)} MB, heap retained ${small.retainedMb.toFixed(1)} → ${large.retainedMb.toFixed(1)} MB`,
    '',
  ].join('\n'),
)
await app.stop()
