import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

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

/** `WEB_CONCURRENCY=2 npm run serve` on a fresh machine: its own embedded database, two workers on one port, a clean stop. */
test('WEB_CONCURRENCY=2 serves from two workers on one port and stops them and the embedded database cleanly', async ({ request }) => {
  test.setTimeout(120_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'))
  fs.chmodSync(dataDir, 0o755)
  const port = await freePort()
  const cmsDir = path.resolve(import.meta.dirname, '../../cms')
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, NODE_OPTIONS: '' }
  for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'REDIS_URL', 'SMTP_URL', 'TEST_TWO_PROCESSES']) delete env[name]
  const primary: ChildProcess = spawn(process.execPath, ['--conditions=production', 'build/server.mjs'], {
    cwd: cmsDir,
    env,
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve))
  try {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/api/health`).catch(() => null))?.status(), {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe(200)
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
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true)
  } finally {
    primary.kill('SIGTERM')
  }
  expect(await exited).toBe(0)
  // The embedded database stopped with the app: no server is left running on its data.
  expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A deploy that stops `npm run serve` the moment it answers (health 200 comes before the admin panel has compiled). */
test('npm run serve stopped right after it first answers stops its embedded database too', async ({ request }) => {
  test.setTimeout(120_000)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'))
  fs.chmodSync(dataDir, 0o755)
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_OPTIONS: '' }
  for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'REDIS_URL', 'SMTP_URL', 'TEST_TWO_PROCESSES', 'WEB_CONCURRENCY'])
    delete env[name]
  const server = spawn(process.execPath, ['--conditions=production', 'build/server.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../../cms'),
    env,
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
  try {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/api/health`).catch(() => null))?.status(), {
        timeout: 90_000,
        intervals: [20],
      })
      .toBe(200)
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true)
  } finally {
    server.kill('SIGTERM')
  }
  expect(await exited).toBe(0)
  expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false)
  fs.rmSync(dataDir, { recursive: true, force: true })
})
