import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import { HttpClient } from './support/http'

/** Starts another app process on the test app's database and resolves with its URL. */
function secondProcess(): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'support/second-server.ts')], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /READY (\S+)/.exec(output)
      if (match) resolve({ url: match[1]!, child })
    })
    child.once('exit', (code) => reject(new Error(`second process exited with ${code}`)))
  })
}

// Several app processes need PostgreSQL: the embedded SQLite default is documented as single-process
// (its driver blocks on another process's write lock), so this suite runs in the PostgreSQL pass of CI.
describe.runIf(Boolean(process.env.TEST_DATABASE_URI))('two app processes on one PostgreSQL database', () => {
  let app: TestApp
  let second: { url: string; child: ChildProcess }
  let codes: string[]

  beforeAll(async () => {
    app = await startTestApp()
    second = await secondProcess()
    codes = (await app.payload.find({ collection: 'codes', sort: 'createdAt', pagination: false, overrideAccess: true })).docs.map((c) => c.code)
  })
  afterAll(async () => {
    second?.child.kill('SIGTERM')
    await app.stop()
  })

  const logIn = async (baseUrl: string, email: string) => {
    const client = new HttpClient(baseUrl)
    expect((await client.post('/api/login', { email, password: 'Demo123!' })).status).toBe(200)
    return client
  }

  it('gives each code raced by two partners on two processes to exactly one of them', async () => {
    const onFirst = await logIn(app.url, 'fachowiec@demo.pl')
    const onSecond = await logIn(second.url, 'partner@demo.pl')
    const racing = codes.slice(0, 6)
    const results = await Promise.all(racing.flatMap((code) => [onFirst.post<{ status: string }>('/api/codes', { code }), onSecond.post<{ status: string }>('/api/codes', { code })]))
    const pairs = racing.map((_, i) => [results[2 * i]!, results[2 * i + 1]!])
    const wrong = pairs.filter((pair) => pair.map((r) => r.body.status).sort().join() !== 'already_registered,registered')
    expect(wrong.map((pair) => pair.map((r) => [r.status, r.body]))).toEqual([])
    const entries = await app.payload.find({ collection: 'ledger-entries', where: { reference: { in: racing } }, pagination: false, overrideAccess: true })
    expect(entries.totalDocs).toBe(racing.length)
  })

  it('adds the points once when one partner’s sync is replayed on both processes at once', async () => {
    const first = await logIn(app.url, 'fachowiec@demo.pl')
    const secondSession = new HttpClient(second.url)
    // The same session works on both processes: sessions and CSRF tokens live in the database and the shared secret.
    for (const [name, value] of first.cookies) secondSession.cookies.set(name, value)
    const before = (await first.get<PointsBalance>('/api/points')).body.available
    const batch = { codes: codes.slice(6, 10).map((code, i) => ({ code, idempotency_key: `phone:${i}` })) }
    await Promise.all([first.post('/api/codes/sync', batch), secondSession.post('/api/codes/sync', batch), first.post('/api/codes/sync', batch)])
    expect((await secondSession.get<PointsBalance>('/api/points')).body.available).toBe(before + 4 * 20)
  })
})
