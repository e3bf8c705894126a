import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { formatCode, type PointsBalance } from '@portal/shared'
import { FRAUD_DEFAULTS } from '../src/domain/fraudSignals'
import { generateBatch } from '../src/modules/codes/batches'
import { sqlFor } from '../src/modules/sql'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'
import { createAcceptedPartner } from './support/partners'

type Case = {
  id: string
  signal: string
  signal_name: string
  subject: string
  status: string
  held_points: number
  attempts: Array<{ code: string; partner: string; outcome: string; ip: string; device: string | null }>
  holds: Array<{ partner: string; points: number; state: string }>
}
type CodeAnswer = { status: string; message: string; points: number; held?: true }

describe('fraud signals: cases in "Podejrzane aktywności", held points released or cancelled once', () => {
  let app: TestApp
  let staff: HttpClient
  let auditor: HttpClient
  let codes: string[]

  const partnerClient = async (email: string, userAgent = 'Telefon A') => {
    await createAcceptedPartner(app, email, 'points')
    const client = app.client()
    await client.post('/api/login', { email, password: 'Demo123!' })
    return {
      client,
      register: async (code: string, agent = userAgent) =>
        (await client.request<CodeAnswer>('POST', '/api/codes', { code }, { headers: { 'User-Agent': agent } })).body,
      points: async () => (await client.get<PointsBalance>('/api/points')).body,
    }
  }
  const cases = async (filter: Record<string, unknown> = {}) =>
    (await staff.get<Case[]>(`/backoffice/api/fraud-cases?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`)).body
  const caseOf = async (id: string) => (await staff.get<Case>(`/backoffice/api/fraud-cases/${id}`)).body

  beforeAll(async () => {
    app = await startTestApp()
    staff = app.client()
    expect((await staff.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })).status).toBe(200)
    auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    ;({ codes } = await generateBatch(app.payload, { name: 'Paleta', pointsPerCode: 5, count: 200 }))
  })
  afterAll(() => app.stop())

  it('holds the points of the code that makes a batch burst, and of every code beyond it, until staff decide', async () => {
    const roofer = await partnerClient('szybki@demo.pl')
    const mine = codes.splice(0, FRAUD_DEFAULTS.batchCodes + 1)
    for (const code of mine.slice(0, FRAUD_DEFAULTS.batchCodes - 1)) expect((await roofer.register(code)).held).toBeUndefined()
    const burst = await roofer.register(mine[FRAUD_DEFAULTS.batchCodes - 1]!)
    expect(burst).toMatchObject({
      status: 'registered',
      held: true,
      message: 'Kod został zarejestrowany. Punkty czekają na sprawdzenie przez organizatora.',
    })
    expect((await roofer.register(mine[FRAUD_DEFAULTS.batchCodes]!)).held).toBe(true)
    const points = await roofer.points()
    expect(points).toMatchObject({ available: 5 * (FRAUD_DEFAULTS.batchCodes - 1), pending: 10 })
    const history = (await roofer.client.get<{ items: Array<{ label: string; points: number; source: string }> }>('/api/transactions')).body
      .items
    expect(history[0]).toMatchObject({ label: expect.stringContaining('(oczekuje na sprawdzenie)'), points: 5, source: 'held' })

    const [raised] = await cases({ status: 'open' })
    expect(raised).toMatchObject({
      signal: 'batch_burst',
      signal_name: 'Wiele kodów jednej partii w krótkim czasie',
      subject: 'szybki@demo.pl',
      held_points: 10,
    })
    const evidence = await caseOf(raised!.id)
    expect(evidence.attempts).toHaveLength(FRAUD_DEFAULTS.batchCodes + 1)
    expect(evidence.attempts[0]).toMatchObject({
      partner: 'szybki@demo.pl',
      outcome: 'registered',
      ip: expect.any(String),
      device: 'Telefon A',
    })
    expect(evidence.holds).toEqual([
      {
        partner: 'szybki@demo.pl',
        label: expect.stringContaining(formatCode(mine[FRAUD_DEFAULTS.batchCodes - 1]!)),
        points: 5,
        state: 'held',
      },
      { partner: 'szybki@demo.pl', label: expect.stringContaining(formatCode(mine[FRAUD_DEFAULTS.batchCodes]!)), points: 5, state: 'held' },
    ])
    // Held points cannot be spent, nor closed away without a decision on them.
    expect((await staff.post(`/backoffice/api/fraud-cases/${raised!.id}/dismiss`, {})).status).toBe(422)
    // An auditor reads the queue but decides nothing.
    expect((await auditor.get(`/backoffice/api/fraud-cases/${raised!.id}`)).status).toBe(200)
    expect((await auditor.post(`/backoffice/api/fraud-cases/${raised!.id}/release`, {})).status).toBe(403)

    // Release and cancel clicked at once: one wins, once; the points move exactly once.
    const [release, cancel] = await Promise.all([
      staff.post<Case>(`/backoffice/api/fraud-cases/${raised!.id}/release`, { note: 'Dekarz z dużej budowy' }),
      staff.post<Case>(`/backoffice/api/fraud-cases/${raised!.id}/cancel`, {}),
    ])
    expect([release.status, cancel.status].sort()).toEqual([200, 409])
    const decided = await caseOf(raised!.id)
    const released = release.status === 200
    expect(decided.status).toBe(released ? 'released' : 'cancelled')
    expect(decided.holds.map((hold) => hold.state)).toEqual(released ? ['released', 'released'] : ['cancelled', 'cancelled'])
    expect(await roofer.points()).toMatchObject({ available: 5 * (FRAUD_DEFAULTS.batchCodes - 1) + (released ? 10 : 0), pending: 0 })
    const { rows } = await (
      await sqlFor(app.payload)
    ).execute<{ action: string; staff_email: string }>(
      sql`SELECT action, staff_email FROM audit_log WHERE resource = 'fraud-cases' AND resource_id = ${raised!.id}`,
    )
    expect(rows).toEqual([{ action: released ? 'fraud.release' : 'fraud.cancel', staff_email: 'program@demo.pl' }])
    // Decided once: a second click changes nothing.
    expect((await staff.post(`/backoffice/api/fraud-cases/${raised!.id}/release`, {})).status).toBe(409)
    expect((await roofer.points()).available).toBe(5 * (FRAUD_DEFAULTS.batchCodes - 1) + (released ? 10 : 0))
  })

  it('cancels held points: they never reach the balance, and the case says so', async () => {
    const roofer = await partnerClient('drugi@demo.pl')
    const mine = codes.splice(0, FRAUD_DEFAULTS.batchCodes)
    for (const code of mine) await roofer.register(code)
    expect(await roofer.points()).toMatchObject({ available: 5 * (FRAUD_DEFAULTS.batchCodes - 1), pending: 5 })
    const raised = (await cases({ status: 'open' })).find((c) => c.subject === 'drugi@demo.pl')!
    const cancelled = await staff.post<Case>(`/backoffice/api/fraud-cases/${raised.id}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', held_points: 0, holds: [{ state: 'cancelled', points: 5 }] })
    expect(await roofer.points()).toMatchObject({ available: 5 * (FRAUD_DEFAULTS.batchCodes - 1), pending: 0 })
    // The burst goes on (still 20 codes of the batch this hour): the next code opens a new case and waits again.
    expect((await roofer.register(codes.shift()!)).held).toBe(true)
  })

  it('flags one code tried by a second account, with both accounts in the evidence', async () => {
    const first = await partnerClient('pierwszy@demo.pl')
    const second = await partnerClient('drugi.kod@demo.pl')
    const code = codes.shift()!
    expect((await first.register(code)).status).toBe('registered')
    expect((await second.register(code)).status).toBe('already_registered')
    const raised = (await cases({ status: 'open' })).find((c) => c.signal === 'shared_code')!
    expect(raised.subject).toBe('drugi.kod@demo.pl')
    expect((await caseOf(raised.id)).attempts.map((a) => a.partner).sort()).toEqual(['drugi.kod@demo.pl', 'pierwszy@demo.pl'])
    // Nobody was credited by the second try: nothing is held, and both go on as usual.
    expect((await second.register(codes.shift()!)).held).toBeUndefined()
    expect((await first.register(codes.shift()!)).held).toBeUndefined()
  })

  it('flags codes from more devices than usual, from the device beyond the limit', async () => {
    const roofer = await partnerClient('urzadzenia@demo.pl')
    for (let device = 1; device < FRAUD_DEFAULTS.devices; device++)
      expect((await roofer.register(codes.shift()!, `Telefon ${device}`)).held).toBeUndefined()
    expect((await roofer.register(codes.shift()!, 'Telefon 1')).held).toBeUndefined()
    expect((await roofer.register(codes.shift()!, `Telefon ${FRAUD_DEFAULTS.devices}`)).held).toBe(true)
    const raised = (await cases({ status: 'open' })).find((c) => c.subject === 'urzadzenia@demo.pl')!
    expect(raised.signal).toBe('many_devices')
    expect(new Set((await caseOf(raised.id)).attempts.map((a) => a.device)).size).toBe(FRAUD_DEFAULTS.devices)
  })

  it('flags a burst of wrong codes from one IP across accounts, as a case about the IP', async () => {
    await app.clearRateLimits()
    const one = await partnerClient('zgadywacz1@demo.pl')
    const two = await partnerClient('zgadywacz2@demo.pl')
    const wrong = (i: number) => formatCode(codes[i]!).replace(/^(.)/, (c) => (c === 'A' ? 'B' : 'A'))
    for (let i = 0; i < FRAUD_DEFAULTS.ipWrongCodes; i++) await (i % 2 ? one : two).register(`${wrong(i).slice(0, -2)}ZZ`)
    const raised = (await cases({ status: 'open' })).find((c) => c.signal === 'ip_wrong_burst')!
    expect(raised.subject).toMatch(/\d/)
    const evidence = await caseOf(raised.id)
    expect(new Set(evidence.attempts.map((a) => a.partner))).toEqual(new Set(['zgadywacz1@demo.pl', 'zgadywacz2@demo.pl']))
    expect(evidence.attempts.every((a) => a.outcome === 'not_found' || a.outcome === 'invalid')).toBe(true)
    // Nothing is held by it: it closes without a change.
    const closed = await staff.post<Case>(`/backoffice/api/fraud-cases/${raised.id}/dismiss`, { note: 'Szkolenie z rejestracji kodów' })
    expect(closed.body).toMatchObject({ status: 'dismissed', decision_note: 'Szkolenie z rejestracji kodów' })
    await app.clearRateLimits()
  })

  it('lets an admin turn the signals off in the programme settings', async () => {
    await app.payload.updateGlobal({
      slug: 'programme-settings',
      data: { fraud: { batch_codes: 0, ip_wrong_codes: 0, devices: 0 } },
      overrideAccess: true,
    })
    const roofer = await partnerClient('bez.sygnalow@demo.pl')
    for (const code of codes.splice(0, FRAUD_DEFAULTS.batchCodes + 2)) expect((await roofer.register(code)).held).toBeUndefined()
    expect((await cases({ status: 'open' })).some((c) => c.subject === 'bez.sygnalow@demo.pl')).toBe(false)
  })
})
