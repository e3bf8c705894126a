import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { demoCodes, demoDocumentPdf } from '@portal/seed'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

const query = (filter: object) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`
type Doc = { id: string; filename: string; version: string; sha256: string | null }

describe('evidence nobody can erase, and points only where they belong', () => {
  let app: TestApp
  const staff = new Map<'admin' | 'programme' | 'marketing', HttpClient>()

  beforeAll(async () => {
    app = await startTestApp()
    for (const [role, email] of [
      ['admin', 'admin@demo.pl'],
      ['programme', 'program@demo.pl'],
      ['marketing', 'marketing@demo.pl'],
    ] as const) {
      const client = app.client()
      expect((await client.post('/backoffice/api/login', { email, password: 'Admin123!' })).status).toBe(200)
      staff.set(role, client)
    }
  })
  afterAll(() => app.stop())

  const as = (role: 'admin' | 'programme' | 'marketing') => staff.get(role)!
  /** Payload's REST and admin panel (served by Next, not in this test app) apply the same access and hooks as this. */
  const inPayloadAs = async (role: 'admin' | 'programme' | 'marketing') => {
    const email = { admin: 'admin@demo.pl', programme: 'program@demo.pl', marketing: 'marketing@demo.pl' }[role]
    const user = (await app.payload.find({ collection: 'staff', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    return { user: { ...user, collection: 'staff' as const }, overrideAccess: false } as const
  }
  const regulationsInForce = async () =>
    (await app.payload.find({ collection: 'documents', where: { version: { equals: '20250515' } }, overrideAccess: true }))
      .docs[0] as unknown as Doc
  const partnerId = async (email: string) =>
    (await app.payload.find({ collection: 'partners', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!.id

  it('refuses to delete or re-file an accepted document version, for marketing and admin alike; title and publication may change', async () => {
    const accepted = await regulationsInForce()
    for (const role of ['marketing', 'admin'] as const) {
      const asStaff = await inPayloadAs(role)
      await expect(app.payload.delete({ collection: 'documents', id: accepted.id, ...asStaff }), role).rejects.toMatchObject({
        status: 409,
        message:
          'Tej wersji dokumentu nie można usunąć: partnerzy ją zaakceptowali. Możesz wycofać ją z publikacji albo opublikować nowszą wersję.',
      })
      await expect(
        app.payload.update({ collection: 'documents', id: accepted.id, data: { version: '20250516' }, ...asStaff }),
        role,
      ).rejects.toMatchObject({ status: 409 })
    }
    const marketing = await inPayloadAs('marketing')
    const pdf = await demoDocumentPdf('Podmieniony regulamin', '20250515')
    await expect(
      app.payload.update({
        collection: 'documents',
        id: accepted.id,
        data: {},
        file: { data: pdf, mimetype: 'application/pdf', name: 'podmieniony.pdf', size: pdf.length },
        ...marketing,
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect(await regulationsInForce()).toMatchObject({ filename: accepted.filename, version: '20250515', sha256: accepted.sha256 })
    await app.payload.update({
      collection: 'documents',
      id: accepted.id,
      data: { title: 'Regulamin programu (poprawiony tytuł)' },
      ...marketing,
    })

    // A version nobody accepted is still a draft: it can go.
    const draft = await app.payload.create({
      collection: 'documents',
      data: { title: 'Szkic', kind: 'regulations', version: 'szkic', effective_date: '2030-01-01T00:00:00.000Z', published: false },
      file: { data: pdf, mimetype: 'application/pdf', name: 'szkic.pdf', size: pdf.length },
      overrideAccess: true,
    })
    await app.payload.delete({ collection: 'documents', id: draft.id, ...marketing })
    expect(await app.payload.count({ collection: 'documents', where: { id: { equals: draft.id } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
  })

  it('keeps the accepted version and the file’s SHA-256 with every acceptance, even if the document record were gone', async () => {
    const accepted = await regulationsInForce()
    // The file exactly as partners download it.
    const file = Buffer.from(await (await fetch(`${app.url}/regulamin?date=20250515`)).arrayBuffer())
    const sha256 = crypto.createHash('sha256').update(file).digest('hex')
    expect(accepted.sha256).toBe(sha256)
    const partner = await partnerId('fachowiec@demo.pl')
    const register = async () =>
      (
        await as('programme').get<Array<{ regulations: string | null; regulations_sha256: string | null }>>(
          `/backoffice/api/statements${query({ partner })}`,
        )
      ).body[0]!
    expect(await register()).toMatchObject({ regulations: '20250515', regulations_sha256: sha256 })

    // Past every rule (straight in the database), as a restore from an old backup might do.
    await app.payload.db.drizzle.execute(sql`DELETE FROM documents WHERE id = ${accepted.id}`)
    expect(await register()).toMatchObject({ regulations: '20250515', regulations_sha256: sha256 })
  })

  it('archives what orders and the ledger point to: an ordered prize, a batch with registered codes and a used coupon stay', async () => {
    const partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
    for (const code of demoCodes(2)) expect((await partner.post('/api/codes', { code })).status).toBe(200)
    await as('programme').post('/backoffice/api/ledger-adjustments', {
      partner_email: 'fachowiec@demo.pl',
      points: 300,
      reason: 'Na zamówienie',
    })
    const prize = (await app.payload.find({ collection: 'prizes', where: { points: { equals: 250 } }, limit: 1, overrideAccess: true }))
      .docs[0]!.id
    await partner.post('/api/cart', { prize_id: prize })
    const placed = await partner.post('/api/orders', { delivery: 'correspondence' })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    await expect(app.payload.delete({ collection: 'prizes', id: prize, ...(await inPayloadAs('marketing')) })).rejects.toMatchObject({
      status: 409,
      message: 'Tej nagrody nie można usunąć: jest w zamówieniach partnerów. Odznacz „Aktywna”, a zniknie z katalogu.',
    })

    const registered = (
      await app.payload.find({ collection: 'codes', where: { registered_by: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })
    ).docs[0]!
    const admin = await inPayloadAs('admin')
    await expect(app.payload.delete({ collection: 'code-batches', id: registered.batch as string, ...admin })).rejects.toMatchObject({
      status: 409,
      message: 'Tej partii nie można usunąć: jej kody zarejestrowano i naliczono za nie punkty.',
    })

    const coupon = (await app.payload.find({ collection: 'coupons', where: { code: { equals: 'WITAJ50' } }, overrideAccess: true }))
      .docs[0]!
    await app.payload.update({
      collection: 'partners',
      id: await partnerId('fachowiec@demo.pl'),
      data: { registration_coupon: 'WITAJ50' },
      overrideAccess: true,
    })
    await expect(app.payload.delete({ collection: 'coupons', id: coupon.id, ...admin })).rejects.toMatchObject({ status: 409 })
    // Archiving is the way: the coupon is switched off and stays on record.
    await app.payload.update({ collection: 'coupons', id: coupon.id, data: { active: false }, ...(await inPayloadAs('programme')) })
  })

  it('gives coupons to programme staff, not marketing, within the programme’s limit unless an admin saves them', async () => {
    const coupon = (code: string, points: number) => ({ code, name: 'Targi budowlane', points, active: true })
    const create = async (role: 'admin' | 'programme' | 'marketing', code: string, points: number) =>
      app.payload.create({ collection: 'coupons', data: coupon(code, points), ...(await inPayloadAs(role)) })
    await expect(create('marketing', 'MILION', 1_000_000)).rejects.toMatchObject({ status: 403 })
    await expect(create('programme', 'MILION', 1_000_000)).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'points', message: 'Kupon może dać najwyżej 1000 PKT. Więcej może zatwierdzić tylko administrator.' }] },
    })
    await create('programme', 'TARGI', 1000)
    await create('admin', 'MILION', 1_000_000)
    expect(await app.payload.count({ collection: 'coupons', where: { code: { in: ['MILION', 'TARGI'] } }, overrideAccess: true })).toEqual({
      totalDocs: 2,
    })
  })

  it('limits a code batch’s points per code for programme staff (422 on the field), and only an admin moves the limit', async () => {
    const batch = { name: 'Partia próbna', points_per_code: 1000, count: 5 }
    const refused = await as('programme').post('/backoffice/api/code-batches', batch)
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      points_per_code: ['Kod z partii może dać najwyżej 500 PKT. Więcej może zatwierdzić tylko administrator.'],
    })
    expect(
      await app.payload.count({ collection: 'code-batches', where: { name: { equals: 'Partia próbna' } }, overrideAccess: true }),
    ).toEqual({
      totalDocs: 0,
    })
    expect((await as('admin').post('/backoffice/api/code-batches', batch)).status).toBe(201)

    // Marketing edits the settings but not the limits; an admin does.
    const limits = async () => (await app.payload.findGlobal({ slug: 'programme-settings', overrideAccess: true })).limits
    const setLimit = async (role: 'admin' | 'marketing', max: number) =>
      app.payload.updateGlobal({ slug: 'programme-settings', data: { limits: { points_per_code_max: max } }, ...(await inPayloadAs(role)) })
    await setLimit('marketing', 100_000)
    expect((await limits())?.points_per_code_max).toBe(500)
    await setLimit('admin', 1000)
    expect((await limits())?.points_per_code_max).toBe(1000)
    await expect
      .poll(async () => (await as('programme').post('/backoffice/api/code-batches', { ...batch, name: 'Partia druga' })).status)
      .toBe(201)
  })
})
