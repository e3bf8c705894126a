import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PointsBalance } from '@portal/shared'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

describe('back office: point corrections with a reason, one at a time or from CSV with a dry run', () => {
  let app: TestApp
  let programme: HttpClient
  let partner: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
    partner = app.client()
    await partner.post('/api/login', { email: 'fachowiec@demo.pl', password: 'Demo123!' })
  })
  afterAll(() => app.stop())

  const balance = async () => (await partner.get<PointsBalance>('/api/points')).body.available

  it('credits and debits a partner with a mandatory reason, never below zero, recorded in the ledger and the audit log', async () => {
    const missing = await programme.post('/backoffice/api/ledger-adjustments', { partner_email: 'nikt@demo.pl', points: 0, reason: '' })
    expect(missing.body.errors).toEqual({
      points: ['Podaj liczbę punktów różną od zera (ujemną, aby odjąć).'],
      reason: ['Podaj powód korekty.'],
    })
    expect(
      (await programme.post('/backoffice/api/ledger-adjustments', { partner_email: 'nikt@demo.pl', points: 5, reason: 'Test' })).body
        .errors,
    ).toEqual({ partner_email: ['Nie ma partnera o tym adresie e-mail.'] })
    const credit = await programme.post('/backoffice/api/ledger-adjustments', {
      partner_email: 'FACHOWIEC@demo.pl',
      points: 120.5,
      reason: 'Reklamacja kodu z uszkodzonego opakowania',
    })
    expect(credit.status).toBe(201)
    expect(await balance()).toBe(120.5)
    const transactions = await partner.get<{ items: Array<{ label: string; points: number }> }>('/api/transactions')
    expect(transactions.body.items[0]).toEqual(
      expect.objectContaining({ label: 'Korekta: Reklamacja kodu z uszkodzonego opakowania', points: 120.5 }),
    )
    const tooMuch = await programme.post('/backoffice/api/ledger-adjustments', {
      partner_email: 'fachowiec@demo.pl',
      points: -200,
      reason: 'Błędnie naliczone',
    })
    expect(tooMuch.body.errors).toEqual({ points: ['Korekta zabrałaby więcej punktów, niż ma partner fachowiec@demo.pl.'] })
    expect(
      (
        await programme.post('/backoffice/api/ledger-adjustments', {
          partner_email: 'fachowiec@demo.pl',
          points: -20.5,
          reason: 'Błędnie naliczone',
        })
      ).status,
    ).toBe(201)
    expect(await balance()).toBe(100)
    const list = await programme.get<Array<{ points: number; reason: string; partner_email: string }>>(
      '/backoffice/api/ledger-adjustments?sort=["createdAt","DESC"]',
    )
    expect(list.headers.get('content-range')).toBe('ledger-adjustments 0-1/2')
    expect(list.body.map((r) => [r.points, r.reason, r.partner_email])).toEqual([
      [-20.5, 'Błędnie naliczone', 'fachowiec@demo.pl'],
      [120.5, 'Reklamacja kodu z uszkodzonego opakowania', 'fachowiec@demo.pl'],
    ])
    const audit = await app.payload.find({ collection: 'audit-log', where: { action: { equals: 'ledger.adjust' } }, overrideAccess: true })
    expect(audit.docs).toHaveLength(2)
    expect(audit.docs.every((e) => e.staff_email === 'program@demo.pl')).toBe(true)
  })

  it('checks a CSV of corrections in a dry run and applies a clean one all at once', async () => {
    const file = [
      'E-mail;Punkty;Powód',
      'partner@demo.pl;50;Premia za szkolenie',
      'fachowiec@demo.pl;-150;Zwrot towaru',
      'nikt@demo.pl;10;Test',
      'fachowiec@demo.pl;abc;Test',
      'partner@demo.pl;-60;Błąd',
    ].join('\n')
    const check = await programme.upload<{ rows: number; valid: number; errors: unknown[] }>(
      '/backoffice/api/ledger-adjustments/import?dry_run=1',
      file,
      'text/csv',
    )
    expect(check.body).toEqual({
      rows: 5,
      valid: 1,
      applied: 0,
      errors: [
        { row: 3, message: 'Korekta zabrałaby więcej punktów, niż ma partner fachowiec@demo.pl.' },
        { row: 4, message: 'Nie ma partnera o adresie nikt@demo.pl.' },
        { row: 5, message: 'Podaj liczbę punktów.' },
        { row: 6, message: 'Korekta zabrałaby więcej punktów, niż ma partner partner@demo.pl.' },
      ],
    })
    expect((await programme.upload('/backoffice/api/ledger-adjustments/import', file, 'text/csv')).status).toBe(422)
    expect(await balance()).toBe(100)
    const clean = [
      'E-mail;Punkty;Powód',
      'partner@demo.pl;50;Premia za szkolenie',
      'fachowiec@demo.pl;-40,5;Zwrot towaru',
      'partner@demo.pl;-50;Cofnięcie premii',
    ].join('\n')
    const applied = await programme.upload<{ applied: number }>('/backoffice/api/ledger-adjustments/import', clean, 'text/csv')
    expect([applied.status, applied.body.applied]).toEqual([201, 3])
    expect(await balance()).toBe(59.5)
  })

  it('reads a spreadsheet’s CSV: a BOM, a reason with a quoted ";" and a quoted line break, rows counted as the spreadsheet shows them', async () => {
    const file = '\uFEFFE-mail;Punkty;Powód\r\nfachowiec@demo.pl;5;"Dach; Rynna – premia\nza marzec"\r\nnikt@demo.pl;1;Test\r\n'
    const check = await programme.upload<{ rows: number; valid: number; errors: unknown[] }>(
      '/backoffice/api/ledger-adjustments/import?dry_run=1',
      file,
      'text/csv',
    )
    expect(check.body).toMatchObject({ rows: 2, valid: 1, errors: [{ row: 3, message: 'Nie ma partnera o adresie nikt@demo.pl.' }] })
    const before = await balance()
    const applied = await programme.upload<{ applied: number }>(
      '/backoffice/api/ledger-adjustments/import',
      file.replace('nikt@demo.pl;1;Test\r\n', ''),
      'text/csv',
    )
    expect([applied.status, applied.body.applied]).toEqual([201, 1])
    expect(await balance()).toBe(before + 5)
    const transactions = await partner.get<{ items: Array<{ label: string }> }>('/api/transactions')
    expect(transactions.body.items[0]!.label).toBe('Korekta: Dach; Rynna – premia\nza marzec')
    const broken = await programme.upload<{ errors: Record<string, string[]> }>(
      '/backoffice/api/ledger-adjustments/import?dry_run=1',
      'E-mail;Punkty;Powód\nfachowiec@demo.pl;5;"bez końca',
      'text/csv',
    )
    expect([broken.status, broken.body.errors.file]).toEqual([
      422,
      ['Nie udało się odczytać pliku CSV (cudzysłów bez zamknięcia, wiersz 2).'],
    ])
  })

  it('lets only programme staff and admins correct points; the auditor reads them', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.get('/backoffice/api/ledger-adjustments')).status).toBe(200)
    expect(
      (await auditor.post('/backoffice/api/ledger-adjustments', { partner_email: 'fachowiec@demo.pl', points: 1, reason: 'Test' })).status,
    ).toBe(403)
    const admin = app.client()
    await admin.post('/backoffice/api/login', { email: 'admin@demo.pl', password: 'Admin123!' })
    expect(
      (await admin.post('/backoffice/api/ledger-adjustments', { partner_email: 'fachowiec@demo.pl', points: 1, reason: 'Test admina' }))
        .status,
    ).toBe(201)
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/ledger-adjustments')).status).toBe(403)
    expect(
      (await partner.post('/backoffice/api/ledger-adjustments', { partner_email: 'fachowiec@demo.pl', points: 1, reason: 'Test' })).status,
    ).toBe(401)
  })

  it('lands all of twenty +1 corrections sent at once: one partner’s appends take turns, none is refused', async () => {
    const before = await balance()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        programme.post('/backoffice/api/ledger-adjustments', { partner_email: 'fachowiec@demo.pl', points: 1, reason: 'Seria korekt' }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    expect(await balance()).toBe(before + 20)
    expect(
      (
        await app.payload.count({
          collection: 'ledger-entries',
          where: { label: { equals: 'Korekta: Seria korekt' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(20)
  })
})
