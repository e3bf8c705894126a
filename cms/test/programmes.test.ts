import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTHER_PROGRAMME, PROGRAMME_OFF } from '../src/modules/programme/requireProgramme'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

/** Each programme's calls serve its own partners only, and nobody while it is switched off. */
describe('programme membership on the server', () => {
  let app: TestApp
  let contest: HttpClient
  let points: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    contest = app.client()
    await contest.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    points = app.client()
    await points.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
  })
  afterAll(() => app.stop())

  const answer = async (client: HttpClient, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const { status, body: response } = await client.request<{ message?: string }>(method, path, body)
    return [status, response.message ?? null]
  }

  it('refuses the points scheme’s calls to a contest partner, and the contest’s to a tradesperson', async () => {
    const code = (await app.payload.find({ collection: 'codes', limit: 1, overrideAccess: true })).docs[0]!.code
    for (const [method, path, body] of [
      ['POST', '/api/codes', { code }],
      ['POST', '/api/codes/sync', { codes: [{ code }] }],
      ['GET', '/api/codes'],
      ['GET', '/api/prizes'],
      ['GET', '/api/cart'],
      ['POST', '/api/orders', { delivery: 'correspondence' }],
      ['GET', '/api/points'],
      ['GET', '/api/transactions'],
      ['GET', '/api/trainings'],
    ] as const) {
      expect([path, ...(await answer(contest, method, path, body))]).toEqual([path, 403, OTHER_PROGRAMME.points])
    }
    for (const path of ['/api/ranking', '/api/puzzles-create'])
      expect([path, ...(await answer(points, 'GET', path))]).toEqual([path, 403, OTHER_PROGRAMME.contest])
    expect(
      (await app.payload.find({ collection: 'codes', where: { code: { equals: code } }, overrideAccess: true })).docs[0]!.registered_by ??
        null,
    ).toBeNull()
    expect((await points.get('/api/points')).status).toBe(200)
    expect((await contest.get('/api/ranking')).status).toBe(200)
  })

  it('refuses everyone a programme switched off in the settings', async () => {
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { points_enabled: false }, overrideAccess: true })
    expect(await answer(points, 'GET', '/api/prizes')).toEqual([403, PROGRAMME_OFF])
    expect(await answer(points, 'POST', '/api/codes', { code: 'HH4H-DN9K' })).toEqual([403, PROGRAMME_OFF])
    expect((await contest.get('/api/ranking')).status).toBe(200)
    await app.payload.updateGlobal({
      slug: 'programme-settings',
      data: { points_enabled: true, contest_enabled: false },
      overrideAccess: true,
    })
    expect(await answer(contest, 'GET', '/api/ranking')).toEqual([403, PROGRAMME_OFF])
    expect((await points.get('/api/prizes')).status).toBe(200)
    await app.payload.updateGlobal({ slug: 'programme-settings', data: { contest_enabled: true }, overrideAccess: true })
  })
})
