import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCode, type PointsBalance } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import { createAcceptedPartner } from './support/partners'
import type { HttpClient } from './support/http'

type CodeResult = { code: string; status: string; message: string; product: string | null; points: number | null }

describe('package codes: registration, races, replays and limits', () => {
  let app: TestApp
  let codes: string[]
  let fachowiec: HttpClient
  let partner: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    codes = (await app.payload.find({ collection: 'codes', sort: 'createdAt', pagination: false, overrideAccess: true })).docs.map(
      (c) => c.code,
    )
    fachowiec = app.client()
    await fachowiec.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    // A second tradesperson of the points scheme, to race fachowiec@ for the same codes.
    await createAcceptedPartner(app, 'dekarz@demo.pl', 'points')
    partner = app.client()
    await partner.post('/api/login', { email: 'dekarz@demo.pl', password: 'Demo123!' })
  })
  afterAll(() => app.stop())

  const balance = async (client: HttpClient) => (await client.get<PointsBalance>('/api/points')).body.available

  it('registers a typed code once, with its product and points, and records it in the ledger and the code list', async () => {
    const typed = `${codes[0]!.slice(0, 4).toLowerCase()} ${codes[0]!.slice(4)}`
    const first = await fachowiec.post<CodeResult>('/api/codes', { code: typed })
    expect(first.body).toMatchObject({
      code: formatCode(codes[0]!),
      status: 'registered',
      message: 'Kod został zarejestrowany.',
      product: 'Rynna półokrągła Premium 125 mm',
      points: 20,
    })
    expect(await balance(fachowiec)).toBe(20)
    const list = await fachowiec.get<{ items: Array<{ code: string; points: number }> }>('/api/codes')
    expect(list.body.items).toMatchObject([{ code: formatCode(codes[0]!), points: 20 }])
    const transactions = await fachowiec.get<{ items: Array<{ label: string; points: number }> }>('/api/transactions')
    expect(transactions.body.items[0]).toMatchObject({
      label: `Kod ${formatCode(codes[0]!)} – Rynna półokrągła Premium 125 mm`,
      points: 20,
    })

    const again = await fachowiec.post<CodeResult>('/api/codes', { code: codes[0] })
    expect(again.body.status).toBe('registered')
    expect(await balance(fachowiec)).toBe(20)
    const other = await partner.post<CodeResult>('/api/codes', { code: codes[0] })
    expect(other.body).toMatchObject({ status: 'already_registered', message: 'Ten kod został już zarejestrowany.' })
  })

  it('answers a code that is far too long as an invalid code, not as an empty field', async () => {
    const long = await fachowiec.post('/api/codes', { code: 'ABCD-EFGH-'.repeat(5) })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ code: ['Nieprawidłowy kod (błędny lub już zarejestrowany).'] })
  })

  it('answers an empty field, a mistyped code and an unknown code with their messages', async () => {
    const empty = await fachowiec.post('/api/codes', { code: '  ' })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ code: ['Pole kod jest puste.'] })
    const typo = codes[1]!.slice(0, 7) + (codes[1]!.endsWith('2') ? '3' : '2')
    expect((await fachowiec.post<CodeResult>('/api/codes', { code: typo })).body).toMatchObject({
      status: 'invalid',
      message: 'Nieprawidłowy kod (błędny lub już zarejestrowany).',
    })
    expect((await fachowiec.post<CodeResult>('/api/codes', { code: 'ABCD-EFGZ' })).body.status).toMatch(/invalid|not_found/)
    const attempts = await app.payload.find({
      collection: 'code-attempts',
      where: { outcome: { in: ['invalid', 'not_found'] } },
      overrideAccess: true,
    })
    expect(attempts.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('gives a code raced by two partners to exactly one of them', async () => {
    const [a, b] = await Promise.all([
      fachowiec.post<CodeResult>('/api/codes', { code: codes[2] }),
      partner.post<CodeResult>('/api/codes', { code: codes[2] }),
    ])
    expect([a.body.status, b.body.status].sort()).toEqual(['already_registered', 'registered'])
    const entries = await app.payload.find({
      collection: 'ledger-entries',
      where: { reference: { equals: codes[2] } },
      overrideAccess: true,
    })
    expect(entries.totalDocs).toBe(1)
  })

  it('adds the points once when a sync is replayed three times, also at the same moment', async () => {
    const before = await balance(fachowiec)
    const batch = { codes: [codes[3], codes[4], codes[5]].map((code, i) => ({ code, idempotency_key: `device-1:${i}` })) }
    const replays = await Promise.all([
      fachowiec.post<{ results: CodeResult[] }>('/api/codes/sync', batch),
      fachowiec.post<{ results: CodeResult[] }>('/api/codes/sync', batch),
    ])
    const third = await fachowiec.post<{ success: boolean; message: string; results: CodeResult[] }>('/api/codes/sync', batch)
    expect(third.body.success).toBe(true)
    expect(third.body.message).toBe('Synchronizacja zakończona pomyślnie.')
    for (const response of [...replays, third])
      expect(response.body.results.map((r) => r.status)).toEqual(['registered', 'registered', 'registered'])
    expect(await balance(fachowiec)).toBe(before + 60)
  })

  it('records the training, with its dates and points, when a partner registers a training coupon', async () => {
    const programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    const missingName = await programme.post('/backoffice/api/code-batches', {
      name: 'Kupony',
      kind: 'training',
      points_per_code: 30,
      count: 2,
      training_starts_at: '2025-03-10',
      training_ends_at: '2025-03-09',
    })
    expect(missingName.status).toBe(422)
    expect(missingName.body.errors).toEqual({
      training_name: ['Podaj nazwę szkolenia.'],
      training_ends_at: ['Koniec szkolenia nie może być przed jego początkiem.'],
    })

    const batch = await programme.post<{ id: string }>('/backoffice/api/code-batches', {
      name: 'Kupony – montaż rynien',
      kind: 'training',
      training_name: 'Montaż systemów rynnowych',
      training_starts_at: '2025-03-10',
      training_ends_at: '2025-03-11',
      points_per_code: 30,
      count: 2,
    })
    expect(batch.status).toBe(201)
    const coupon = (
      await app.payload.find({ collection: 'codes', where: { batch: { equals: batch.body.id } }, limit: 1, overrideAccess: true })
    ).docs[0]!.code
    expect((await partner.get<{ items: unknown[] }>('/api/trainings')).body.items).toEqual([])

    const before = await balance(partner)
    expect((await partner.post<CodeResult>('/api/codes', { code: coupon })).body).toMatchObject({
      status: 'registered',
      product: 'Montaż systemów rynnowych',
      points: 30,
    })
    expect((await partner.post<CodeResult>('/api/codes', { code: coupon })).body.status).toBe('registered')
    expect(await balance(partner)).toBe(before + 30)
    const trainings = await partner.get<{ items: Array<Record<string, unknown>> }>('/api/trainings')
    expect(trainings.body.items).toHaveLength(1)
    expect(trainings.body.items[0]).toMatchObject({ name: 'Montaż systemów rynnowych', coupon: formatCode(coupon), points: 30 })
    expect(String(trainings.body.items[0]!.startAt)).toMatch(/^2025-03-10/)
    expect(String(trainings.body.items[0]!.endAt)).toMatch(/^2025-03-11/)
    expect(Date.now() - Date.parse(String(trainings.body.items[0]!.registeredAt))).toBeLessThan(60_000)
    const transactions = await partner.get<{ items: Array<{ label: string; source: string }> }>('/api/transactions')
    expect(transactions.body.items[0]).toMatchObject({ label: 'Szkolenie: Montaż systemów rynnowych', source: 'training' })
    expect((await fachowiec.get<{ items: unknown[] }>('/api/trainings')).body.items).toEqual([])
  })

  it('limits wrong codes per partner and says when to try again, without blocking other partners', async () => {
    const wrong = partner
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await wrong.post('/api/codes', { code: `ZZZZ-ZZZ${'23456789ABC'[i]}` })).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    const limited = await wrong.post('/api/codes', { code: codes[6] })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/Zbyt wiele błędnych kodów\. Spróbuj ponownie za \d+ min\./)
    expect((await fachowiec.post<CodeResult>('/api/codes', { code: codes[7] })).body.status).toBe('registered')
  })

  it('requires a logged-in partner who has accepted the documents in force', async () => {
    expect((await app.client().post('/api/codes', { code: codes[8] })).status).toBe(401)
    const notAccepted = app.client()
    await notAccepted.post('/api/login', { email: 'nowy@demo.pl', password: 'Demo123!' })
    const refused = await notAccepted.post('/api/codes', { code: codes[8] })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Zaakceptuj aktualny regulamin i politykę prywatności, aby kontynuować.')
    expect((await notAccepted.get('/api/prizes')).status).toBe(403)
    expect((await notAccepted.get('/api/points')).status).toBe(403)
  })
})
