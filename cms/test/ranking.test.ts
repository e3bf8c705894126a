import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import { type PageData, RANKING_COLUMNS, type RankingImportCheck, type RankingView } from '@portal/shared'
import { contestCsv, demoContestRows } from '@portal/seed'
import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import * as keylessRows from '../src/migrations/20261126_103500_ranking_results_rows'
import { removeOrphanedRankingFiles } from '../src/modules/ranking/publications'
import { startTestApp, type TestApp } from './support/app'
import type { HttpClient } from './support/http'

const KOWALSKI = '5260250274'

describe('contest rankings: the partner view, the import with dry run and diff, publication and restore', () => {
  let app: TestApp
  let partner: HttpClient
  let programme: HttpClient

  beforeAll(async () => {
    app = await startTestApp()
    partner = app.client()
    await partner.post('/api/login', { email: 'partner@demo.pl', password: 'Demo123!' })
    programme = app.client()
    await programme.post('/backoffice/api/login', { email: 'program@demo.pl', password: 'Admin123!' })
  })
  afterAll(() => app.stop())

  const view = async () => (await partner.get<RankingView>('/api/ranking')).body
  const isWinner = async () => (await partner.get<PageData>('/api/page-data')).body.user!.is_ranking_winner
  const withKowalski = (points: number) => contestCsv(demoContestRows().map((row) => (row.nip === KOWALSKI ? { ...row, points } : row)))
  const upload = (file: string | Uint8Array, query: string, type = 'text/csv') =>
    programme.upload<RankingImportCheck & { id: string }>(`/backoffice/api/ranking-imports?${query}`, file, type)

  it('shows the national VIP list with its trips and the partner’s GOLD region with the own company highlighted', async () => {
    const ranking = await view()
    expect(ranking.published).toBe(true)
    expect(ranking.data_date).toMatch(/^2025-06-15/)
    expect(ranking.vip.total).toBe(7)
    expect(ranking.vip.rows.map((r) => r.prize)).toEqual([
      ...Array(5).fill('Wycieczka dla dwóch osób'),
      ...Array(2).fill('Wycieczka dla jednej osoby'),
    ])
    expect(ranking.gold!.region).toBe('Centrum')
    expect(ranking.gold!.points.rows.map((r) => [r.place, r.score, r.own])).toEqual([
      [1, 9000, false],
      [2, 7600, false],
      [3, 6200, false],
      [4, 6100, true],
    ])
    expect(ranking.gold!.points.own).toEqual({ place: 4, score: 6100, pointsToNextPlace: 100, pointsToPrizePlaces: 2900, prize: null })
    expect(ranking.gold!.points.rows[0]!.prize).toBe('Nagroda regionalna GOLD')
    expect(ranking.standing).toEqual({ company: 'Dachy Kowalski Sp. z o.o.', class: 'gold', pointsToGold: null })
    expect(await isWinner()).toBe(false)
    expect((await app.client().get('/api/ranking')).status).toBe(401)
  })

  it('lists every bad row in a dry run (unknown company, bad number, duplicate, unknown region) and publishes nothing', async () => {
    const lines = withKowalski(6100).trim().split('\n')
    lines.push(
      '1234563218;Nieznana;Centrum;100;200',
      `${KOWALSKI};Dachy;Centrum;abc;100`,
      `${lines[1]!.split(';')[0]};Dup;Centrum;1;2`,
      `${lines[2]!.split(';')[0]};X;Mazury;1;2`,
    )
    const check = await upload(lines.join('\n'), 'data_date=2025-06-29&dry_run=1')
    expect(check.status).toBe(200)
    expect(check.body.rows).toBe(lines.length - 1)
    expect(check.body.diff).toBeNull()
    const last = lines.length
    expect(check.body.errors).toEqual([
      { row: last - 3, message: 'Nieznana firma: w programie nie ma firmy o NIP 1234563218.' },
      {
        row: last - 2,
        message: `Nieprawidłowa liczba w kolumnie „Punkty poprzedni rok”: „abc”; NIP powtórzony (pierwszy raz w wierszu ${lines.findIndex((l) => l.startsWith(KOWALSKI)) + 1}).`,
      },
      { row: last - 1, message: 'NIP powtórzony (pierwszy raz w wierszu 2).' },
      { row: last, message: 'Nieznany region „Mazury”; NIP powtórzony (pierwszy raz w wierszu 3).' },
    ])
    const refused = await upload(lines.join('\n'), 'data_date=2025-06-29')
    expect(refused.status).toBe(422)
    expect((await programme.get('/backoffice/api/ranking-publications')).headers.get('content-range')).toBe('ranking-publications 0-0/1')
    expect((await upload('Firma;Region\nX;Centrum', 'data_date=2025-06-29&dry_run=1')).body.errors).toEqual({
      file: [
        `Brak kolumn: NIP, Punkty poprzedni rok, Punkty 2025. Pierwszy wiersz pliku musi nazywać kolumny: ${Object.values(RANKING_COLUMNS).join(', ')}.`,
      ],
    })
    expect((await upload(withKowalski(7000), 'dry_run=1')).body.errors).toEqual({
      data_date: ['Podaj datę danych (stan na dzień) w formacie RRRR-MM-DD.'],
    })
  })

  it('shows the diff of a clean file, publishes it with its file and author, and the partner sees the new place and the prize', async () => {
    const file = withKowalski(9500)
    const check = await upload(file, 'data_date=2025-06-29&dry_run=1')
    expect(check.body.errors).toEqual([])
    expect(check.body.diff!.up).toContainEqual({ company: 'Dachy Kowalski Sp. z o.o.', list: 'GOLD Centrum', from: 4, to: 1 })
    expect(check.body.diff!.counts).toMatchObject({ entered: 0, left: 0, up: 1, down: 3 })
    const published = await upload(file, 'data_date=2025-06-29&file_name=ranking-29-06.csv')
    expect(published.status).toBe(201)

    const ranking = await view()
    expect(ranking.data_date).toMatch(/^2025-06-29/)
    expect(ranking.gold!.points.own).toEqual({
      place: 1,
      score: 9500,
      pointsToNextPlace: null,
      pointsToPrizePlaces: 0,
      prize: 'Nagroda regionalna GOLD',
    })
    expect(await isWinner()).toBe(true)

    const list = await programme.get<Array<{ id: string; current: boolean; published_by: string; file_name: string }>>(
      '/backoffice/api/ranking-publications?sort=["createdAt","DESC"]',
    )
    expect(list.body.map((p) => p.current)).toEqual([true, false])
    expect(list.body[0]).toMatchObject({ published_by: 'program@demo.pl', file_name: 'ranking-29-06.csv' })
    const stored = await programme.get<string>(`/backoffice/api/ranking-publications/${list.body[0]!.id}/file`)
    expect(stored.body).toBe(file)
  })

  it('restores the previous publication in one step, with its winners', async () => {
    const list = await programme.get<Array<{ id: string; current: boolean }>>(
      '/backoffice/api/ranking-publications?sort=["createdAt","ASC"]',
    )
    const restored = await programme.post<{ current: boolean }>(`/backoffice/api/ranking-publications/${list.body[0]!.id}/restore`)
    expect(restored.body.current).toBe(true)
    expect((await view()).gold!.points.own!.place).toBe(4)
    expect(await isWinner()).toBe(false)
    expect((await programme.post('/backoffice/api/ranking-publications/nie-ma/restore')).status).toBe(404)
  })

  it('imports an XLSX file the same way', async () => {
    const rows = demoContestRows().map((row) => (row.nip === KOWALSKI ? { ...row, points: 30000, previous: 22000 } : row))
    const sheet = [
      Object.values(RANKING_COLUMNS).map((value) => ({ value })),
      ...rows.map((r) => [{ value: r.nip }, { value: r.name }, { value: r.region }, { value: r.previous }, { value: r.points }]),
    ]
    const xlsx = await writeXlsxFile(sheet).toBuffer()
    const published = await upload(
      new Uint8Array(xlsx),
      'data_date=2025-07-13&file_name=ranking.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(published.status).toBe(201)
    const ranking = await view()
    expect(ranking.standing.class).toBe('vip')
    expect(ranking.vip.own).toMatchObject({ place: 1, score: 30000, prize: 'Wycieczka dla dwóch osób' })
    expect(ranking.gold).toBeNull()
  })

  it('lets the auditor read publications but not import or restore, and keeps marketing and partners out', async () => {
    const auditor = app.client()
    await auditor.post('/backoffice/api/login', { email: 'audytor@demo.pl', password: 'Admin123!' })
    expect((await auditor.get('/backoffice/api/ranking-publications')).status).toBe(200)
    expect(
      (await auditor.upload('/backoffice/api/ranking-imports?data_date=2025-07-13&dry_run=1', withKowalski(1), 'text/csv')).status,
    ).toBe(403)
    const marketing = app.client()
    await marketing.post('/backoffice/api/login', { email: 'marketing@demo.pl', password: 'Admin123!' })
    expect((await marketing.get('/backoffice/api/ranking-publications')).status).toBe(403)
    expect((await partner.get('/backoffice/api/ranking-publications')).status).toBe(401)
  })

  it('removes a results file whose publication never committed, and keeps every file a publication points to', async () => {
    const dir = path.join(app.dataDir, 'uploads', 'rankings')
    const kept = fs.readdirSync(dir)
    const stray = path.join(dir, 'przerwany-import.csv')
    fs.writeFileSync(stray, 'NIP;Firma\n')
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
    fs.utimesSync(stray, twoHoursAgo, twoHoursAgo)
    const fresh = path.join(dir, 'import-w-toku.csv')
    fs.writeFileSync(fresh, 'NIP;Firma\n')
    expect(await removeOrphanedRankingFiles(app.payload)).toEqual(['przerwany-import.csv'])
    expect(fs.readdirSync(dir).sort()).toEqual([...kept, 'import-w-toku.csv'].sort())
  })

  it('turns the results of publications stored with keys into the rows the app reads, and back', async () => {
    type Stored = { id: string; results: unknown }
    const stored = async () =>
      (await app.payload.db.drizzle.execute<Stored>(sql`SELECT id, results FROM ranking_publications ORDER BY id`)).rows
    const rows = await stored()
    expect(rows.length).toBeGreaterThan(1)
    const migration = { db: app.payload.db.drizzle, payload: app.payload } as unknown as MigrateUpArgs
    await keylessRows.down(migration)
    const withKeys = await stored()
    withKeys.forEach((publication, i) => {
      const [id, name, region, previous, points] = (rows[i]!.results as unknown[][])[0]!
      expect((publication.results as unknown[])[0]).toEqual({ id, name, region, previous, points })
    })
    await keylessRows.up(migration)
    expect(await stored()).toEqual(rows)
  })
})
