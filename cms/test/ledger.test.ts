import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance } from '@portal/shared'
import { appendEntry } from '../src/modules/ledger/ledger'
import { inTransaction } from '../src/modules/transaction'
import { startTestApp, type TestApp } from './support/app'

describe('points ledger', () => {
  let app: TestApp
  let partnerId: string

  beforeAll(async () => {
    app = await startTestApp()
    partnerId = (
      await app.payload.find({ collection: 'partners', where: { email: { equals: 'fachowiec@demo.pl' } }, overrideAccess: true })
    ).docs[0]!.id
  })
  afterAll(() => app.stop())

  const append = (amountTenths: number, source: 'code' | 'order' | 'refund' | 'correction', idempotencyKey?: string) =>
    inTransaction(
      app.payload,
      (req) => appendEntry(app.payload, req, { partnerId, amountTenths, label: `test ${source}`, source, idempotencyKey }),
      { retryOnConflict: 10 },
    )

  it('gives racing appends for one partner distinct, gap-free sequence numbers', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => append(10 * (i + 1), 'code')))
    const entries = await app.payload.find({
      collection: 'ledger-entries',
      where: { partner: { equals: partnerId } },
      sort: 'seq',
      pagination: false,
      overrideAccess: true,
    })
    expect(entries.docs.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('records an idempotency key once, even when replayed at the same moment', async () => {
    const before = await app.payload.count({ collection: 'ledger-entries', overrideAccess: true })
    const results = await Promise.all([append(50, 'code', 'sync:abc'), append(50, 'code', 'sync:abc'), append(50, 'code', 'sync:abc')])
    expect(new Set(results.map((r) => r.id)).size).toBe(1)
    expect((await app.payload.count({ collection: 'ledger-entries', overrideAccess: true })).totalDocs).toBe(before.totalDocs + 1)
  })

  it('derives received, sent and available from the entries, in whole points', async () => {
    await append(-150, 'order')
    await append(50, 'refund')
    await append(-5, 'correction')
    const client = app.client()
    await client.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    // 36 + 5 points credited by codes, 0.5 corrected away; 15 spent, 5 refunded.
    expect((await client.get<PointsBalance>('/api/points')).body).toEqual({
      received: 40.5,
      sent: 10,
      expired: 0,
      available: 30.5,
      pending: 0,
      // The demo's points expire at the end of March of the next year.
      expiring: { points: 30.5, date: `${new Date().getFullYear() + 1}-03-31` },
    })
    expect((await app.client().get('/api/points')).status).toBe(401)
  })

  it('is append-only: no API write, not even by an admin', async () => {
    const admin = {
      ...(await app.payload.find({ collection: 'staff', where: { email: { equals: 'admin@demo.pl' } }, overrideAccess: true })).docs[0]!,
      collection: 'staff' as const,
    }
    const entry = (await app.payload.find({ collection: 'ledger-entries', limit: 1, overrideAccess: true })).docs[0]!
    await expect(
      app.payload.update({
        collection: 'ledger-entries',
        id: entry.id,
        data: { amount_tenths: 99999 },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(app.payload.delete({ collection: 'ledger-entries', id: entry.id, user: admin, overrideAccess: false })).rejects.toThrow()
    await expect(
      app.payload.create({
        collection: 'ledger-entries',
        data: { partner: partnerId, seq: 999, amount_tenths: 10, label: 'x', source: 'correction' },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
