import { afterAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app'

describe('GET /api/health', () => {
  let app: TestApp

  afterAll(() => app?.stop())

  it('answers 503 while the database is starting and 200 {"status":"ok"} once it is ready', async () => {
    let resolveBefore: (status: { code: number; body: unknown }) => void
    const before = new Promise<{ code: number; body: unknown }>((resolve) => (resolveBefore = resolve))
    const starting = startTestApp({
      seed: false,
      onListening: (port) => {
        void fetch(`http://localhost:${port}/api/health`).then(async (r) => resolveBefore({ code: r.status, body: await r.json() }))
      },
    })
    const early = await before
    expect(early).toEqual({ code: 503, body: { status: 'starting' } })
    app = await starting
    const ready = await fetch(`${app.url}/api/health`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok' })
  })
})
