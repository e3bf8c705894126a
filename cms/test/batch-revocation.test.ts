import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_INVALID, type PointsBalance } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

type CodeResult = { status: string; message: string }

describe('a leaked code batch is revoked: its unregistered codes answer "invalid code", registered ones keep their points', () => {
  let app: TestApp
  let programme: HttpClient
  let partner: HttpClient
  let batchId: string
  let codes: string[]

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    const created = await programme.post<{ id: string }>('/backoffice/api/code-batches', {
      name: 'Partia wyciekła',
      points_per_code: 5,
      count: 3,
    })
    expect(created.status).toBe(201)
    batchId = created.body.id
    const csv = await programme.get<string>(`/backoffice/api/code-batches/${batchId}/codes.csv`)
    codes = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(';')[0]!)
    partner = app.client()
    expect((await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })).status).toBe(200)
  })
  afterAll(() => app.stop())

  it('revokes once, however many staff press the button together, and says it in the audit log', async () => {
    expect((await partner.post<CodeResult>('/api/codes', { code: codes[0] })).body.status).toBe('registered')
    const before = (await partner.get<PointsBalance>('/api/points')).body.available

    const [first, second] = await Promise.all([
      programme.post<{ revoked_at: string; unregistered: number; registered: number }>(`/backoffice/api/code-batches/${batchId}/revoke`),
      programme.post<{ revoked_at: string }>(`/backoffice/api/code-batches/${batchId}/revoke`),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.body).toMatchObject({ unregistered: 2, registered: 1 })
    expect(second.body.revoked_at).toBe(first.body.revoked_at)
    const shown = await programme.get<{ revoked_at: string | null; revoked_by: string | null }>(`/backoffice/api/code-batches/${batchId}`)
    expect(shown.body.revoked_by).toBe('program@demo.pl')
    const log = await programme.get<Array<{ action_label: string; resource_label: string }>>(
      `/backoffice/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'code-batch.revoke' }))}`,
    )
    expect(log.body.map((entry) => [entry.action_label, entry.resource_label])).toEqual([['Unieważniono partię kodów', 'Partia wyciekła']])

    // An unregistered code of the batch is now unknown; the partner's registered one and its points stay.
    const late = await partner.post<CodeResult>('/api/codes', { code: codes[1] })
    expect(late.body).toMatchObject({ status: 'not_found', message: CODE_INVALID })
    expect((await partner.post<CodeResult>('/api/codes', { code: codes[0] })).body.status).toBe('registered')
    expect((await partner.get<PointsBalance>('/api/points')).body.available).toBe(before)
  })

  it('answers an unknown batch with 404, and an auditor may not revoke', async () => {
    expect((await programme.post('/backoffice/api/code-batches/nie-ma/revoke')).status).toBe(404)
    expect((await programme.post('/backoffice/api/code-batches/00000000-0000-4000-8000-000000000000/revoke')).status).toBe(404)
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.post(`/backoffice/api/code-batches/${batchId}/revoke`)).status).toBe(403)
  })
})
