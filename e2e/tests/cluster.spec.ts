import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const childrenOf = (pid: number) =>
  fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number))
const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')

/**
 * `npm run serve` on a fresh machine (its own embedded database in an empty data folder), with `workers` as
 * WEB_CONCURRENCY; `healthy()` waits, polling every `interval` ms, until /api/health answers 200.
 */
async function serveOnFreshMachine(request: APIRequestContext, workers: number, interval: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'))
  fs.chmodSync(dataDir, 0o755)
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_CONCURRENCY: String(workers),
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_OPTIONS: '',
  }
  for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'REDIS_URL', 'SMTP_URL', 'TEST_TWO_PROCESSES']) delete env[name]
  const server: ChildProcess = spawn(process.execPath, ['--conditions=production', 'build/server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../../cms'),
    env,
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  const healthy = () =>
    expect
      .poll(async () => (await request.get(`http://localhost:${port}/api/health`).catch(() => null))?.status(), {
        timeout: 90_000,
        intervals: [interval],
      })
      .toBe(200)
  const postmasterRuns = () => fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))
  return { server, exited, port, healthy, postmasterRuns, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) }
}

/** `WEB_CONCURRENCY=2 npm run serve` on a fresh machine: its own embedded database, two workers on one port, a clean stop. */
test('WEB_CONCURRENCY=2 serves from two workers on one port and stops them and the embedded database cleanly', async ({ request }) => {
  test.setTimeout(120_000)
  const { server: primary, exited, port, healthy, postmasterRuns, remove } = await serveOnFreshMachine(request, 2, 500)
  try {
    await healthy()
    // The first worker answers health before the admin panel has compiled; the second is started once it has.
    const workers = () => childrenOf(primary.pid!).filter((pid) => commandOf(pid).includes('build/server.mjs'))
    await expect.poll(() => workers().length, { timeout: 30_000, intervals: [250] }).toBe(2)
    for (let i = 0; i < 10; i++) expect((await request.get(`http://localhost:${port}/api/page-data`)).status()).toBe(200)
    // The bundled server words a problem no schema worded in Polish too (a bundler once dropped that set-up).
    await request.get(`http://localhost:${port}/sanctum/csrf-cookie`)
    const csrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN' && c.domain === 'localhost')!.value
    const login = await request.post(`http://localhost:${port}/api/login`, {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(csrf), 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: 5, password: 'x' },
    })
    expect([login.status(), (await login.json()).errors]).toEqual([422, { email: ['Nieprawidłowa wartość: oczekiwano: tekst.'] }])
    expect(postmasterRuns()).toBe(true)
  } finally {
    primary.kill('SIGTERM')
  }
  expect(await exited).toBe(0)
  // The embedded database stopped with the app: no server is left running on its data.
  expect(postmasterRuns()).toBe(false)
  remove()
})

/** A deploy that stops `npm run serve` the moment it answers (health 200 comes before the admin panel has compiled). */
test('npm run serve stopped right after it first answers stops its embedded database too', async ({ request }) => {
  test.setTimeout(120_000)
  const { server, exited, healthy, postmasterRuns, remove } = await serveOnFreshMachine(request, 1, 20)
  try {
    await healthy()
    expect(postmasterRuns()).toBe(true)
  } finally {
    server.kill('SIGTERM')
  }
  expect(await exited).toBe(0)
  expect(postmasterRuns()).toBe(false)
  remove()
})
