/**
 * Soak: 60 s (BENCH_SOAK_SECONDS) of code registrations from 64 clients in another process, then the app's
 * resident memory and open file handles against where they started. Neither may keep growing with the load.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSeededApp } from './app'
import { session } from './load'

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60)
const CLIENTS = 64
const app = await startSeededApp()
const { generateBatch } = await import('@portal/cms/code-batches')
const { codes } = await generateBatch(app.server.payload, { name: 'Soak', pointsPerCode: 1, count: 50_000 })
const codesFile = path.join(os.tmpdir(), `soak-codes-${process.pid}.txt`)
fs.writeFileSync(codesFile, codes.join('\n'))
const headers = await session(app.server.url, '/api/login', 'fachowiec@demo.pl', 'Demo123!')

const openFiles = () => fs.readdirSync('/proc/self/fd').length
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
global.gc?.()
const before = { rss: process.memoryUsage().rss, files: openFiles() }
const started = performance.now()
// The client runs beside the app (spawn, not a blocking exec) and reports when done.
const client = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'soak-client.ts'),
    app.server.url,
    codesFile,
    headers.Cookie!,
    headers['X-XSRF-TOKEN']!,
    String(CLIENTS),
    String(SECONDS),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
let output = ''
client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
let peak = before.rss
let peakFiles = before.files
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
  peakFiles = Math.max(peakFiles, openFiles())
}, 500)
await new Promise((resolve) => client.once('exit', resolve))
clearInterval(sampler)
global.gc?.()
const after = { rss: process.memoryUsage().rss, files: openFiles() }
const { sent, failed } = JSON.parse(output) as { sent: number; failed: number }
const seconds = (performance.now() - started) / 1000
process.stdout.write(
  [
    `database: ${app.server.payload.db.name}, ${CLIENTS} clients in another process, ${seconds.toFixed(0)} s, ${os.cpus().length} cores`,
    `code registrations:  ${sent} (${(sent / seconds).toFixed(0)}/s), ${failed} not 200`,
    `resident memory:     ${mb(before.rss)} MB before, peak ${mb(peak)} MB, ${mb(after.rss)} MB after (growth ${mb(after.rss - before.rss)} MB; limit 100)`,
    `open file handles:   ${before.files} before, peak ${peakFiles}, ${after.files} after`,
    '',
  ].join('\n'),
)
if (after.rss - before.rss > 100 * 1024 * 1024 || after.files > before.files + 10 || failed > 0) process.exitCode = 1
fs.rmSync(codesFile, { force: true })
await app.stop()
