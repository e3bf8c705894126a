import express from 'express'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { invalidate } from '../../cache/invalidation'
import { readModelOf } from '../../cache/readModel'
import type { RankingImportCheck, RankingImportError, RankingMove } from '@portal/shared'
import {
  type CompanyResult,
  type ContestClassification,
  classifyContest,
  type RankedCompany,
  type VipRankedCompany,
  winnersOf,
} from '../../domain/ranking'
import { AppError, validationError } from '../../domain/errors'
import { type AuditActor, recordAudit } from '../audit/audit'
import { enqueueWebhookEvents } from '../webhooks/events'
import { sqlFor } from '../sql'
import { inTransaction } from '../transaction'
import { readRankingFile } from './importFile'
import type { StaffUser } from '../auth/users'

/**
 * One company's row as stored with its publication: [id, name, region, previous, points]. Rows without keys make a
 * 50,000-company publication 3.8 MB of JSON instead of 5.8, which PostgreSQL stored in ~0.4 s instead of ~0.7.
 */
type StoredResult = [id: string, name: string, region: string, previous: number, points: number]

// Staff-only collections, written by this service after the route checked the programme role.
const asService = { overrideAccess: true } as const

/** Reads the file and finds each row's company by NIP; every problem is a row error. */
async function checkFile(payload: Payload, file: Buffer) {
  const parsed = await readRankingFile(file)
  const errors: RankingImportError[] = [...parsed.errors]
  const results: CompanyResult[] = []
  // One raw query for every NIP of the file, by measurement (bench:ranking): 50 Payload finds of 1,000 took a second.
  const { rows: companies } = await (
    await sqlFor(payload)
  ).execute<{ id: string; name: string; tax_identifier: string }>(
    // NIPs are digits (checked by the file reader), so a comma-separated list is a safe single parameter.
    sql`SELECT id, name, tax_identifier FROM companies WHERE tax_identifier = ANY(string_to_array(${[...new Set(parsed.rows.map((r) => r.nip))].join(',')}, ','))`,
  )
  const byNip = new Map(companies.map((c) => [c.tax_identifier, c]))
  for (const row of parsed.rows) {
    const company = byNip.get(row.nip)
    if (!company) errors.push({ row: row.row, message: `Nieznana firma: w programie nie ma firmy o NIP ${row.nip}.` })
    else
      results.push({
        companyId: company.id,
        companyName: company.name,
        region: row.region,
        previousYearPoints: row.previous,
        points: row.points,
      })
  }
  errors.sort((a, b) => a.row - b.row)
  return { ...parsed, errors, results }
}

const stored = (results: CompanyResult[]): StoredResult[] =>
  results.map((r) => [r.companyId, r.companyName, r.region, r.previousYearPoints, r.points])
const restored = (rows: StoredResult[]): CompanyResult[] =>
  rows.map(([companyId, companyName, region, previousYearPoints, points]) => ({
    companyId,
    companyName,
    region,
    previousYearPoints,
    points,
  }))

/** Where one company appears in the current classification, looked up per request without scanning 50,000 rows. */
type CompanyPlaces = { vip?: VipRankedCompany; region?: string; goldPoints?: RankedCompany; goldProgression?: RankedCompany }
type CurrentRanking = {
  id: string
  dataDate: string
  classification: ContestClassification
  byCompany: Map<string, CompanyResult>
  places: Map<string, CompanyPlaces>
}

function placesOf(classification: ContestClassification): Map<string, CompanyPlaces> {
  const places = new Map<string, CompanyPlaces>()
  const entry = (id: string) => places.get(id) ?? places.set(id, {}).get(id)!
  for (const row of classification.vip) entry(row.companyId).vip = row
  for (const [region, lists] of Object.entries(classification.gold)) {
    for (const row of lists.points) Object.assign(entry(row.companyId), { region, goldPoints: row })
    for (const row of lists.progression) entry(row.companyId).goldProgression = row
  }
  return places
}
/**
 * The current publication, classified once per publication: a read model dropped when a publication is made or
 * restored (RankingPublications' hook), in every process; the 1 s TTL only re-checks which one is current.
 */
export function currentClassification(payload: Payload): Promise<CurrentRanking | null> {
  return readModelOf(payload, 'current-ranking', ['ranking'], async () => {
    const current = (
      await payload.find({
        collection: 'ranking-publications',
        where: { current: { equals: true } },
        select: { data_date: true },
        sort: '-made_current_at',
        limit: 1,
        depth: 0,
        ...asService,
      })
    ).docs[0]
    if (!current) return null
    if (classified?.id !== current.id || classified.dataDate !== current.data_date) {
      const full = await payload.findByID({
        collection: 'ranking-publications',
        id: current.id,
        select: { results: true, data_date: true },
        depth: 0,
        ...asService,
      })
      const results = restored(full.results as StoredResult[])
      const classification = classifyContest(results)
      classified = {
        id: current.id,
        dataDate: full.data_date,
        classification,
        byCompany: new Map(results.map((r) => [r.companyId, r])),
        places: placesOf(classification),
      }
    }
    return classified
  }).get()
}
// The last classification built: re-checking which publication is current does not classify it again.
let classified: CurrentRanking | null = null

/** Where each company stands: "VIP" or "GOLD <region>" and its place there (the points list for GOLD). */
function standings(classification: ContestClassification | undefined): Map<string, { company: string; list: string; place: number }> {
  const map = new Map<string, { company: string; list: string; place: number }>()
  if (!classification) return map
  for (const row of classification.vip) map.set(row.companyId, { company: row.companyName, list: 'VIP', place: row.place })
  for (const [region, lists] of Object.entries(classification.gold))
    for (const row of lists.points) map.set(row.companyId, { company: row.companyName, list: `GOLD ${region}`, place: row.place })
  return map
}

const SHOWN_MOVES = 100

/** New entrants, moves up and down (within a list or between lists) and companies that left, against the current publication. */
function diffAgainst(before: ContestClassification | undefined, after: ContestClassification): NonNullable<RankingImportCheck['diff']> {
  const old = standings(before)
  const now = standings(after)
  const entered: RankingMove[] = []
  const up: RankingMove[] = []
  const down: RankingMove[] = []
  const left: RankingMove[] = []
  for (const [id, position] of now) {
    const previous = old.get(id)
    if (!previous) entered.push({ company: position.company, list: position.list, from: null, to: position.place })
    else if (previous.list !== position.list)
      (position.list === 'VIP' ? up : down).push({
        company: position.company,
        list: `${previous.list} → ${position.list}`,
        from: previous.place,
        to: position.place,
      })
    else if (position.place < previous.place)
      up.push({ company: position.company, list: position.list, from: previous.place, to: position.place })
    else if (position.place > previous.place)
      down.push({ company: position.company, list: position.list, from: previous.place, to: position.place })
  }
  for (const [id, position] of old)
    if (!now.has(id)) left.push({ company: position.company, list: position.list, from: position.place, to: null })
  const moved = (m: RankingMove) => Math.abs((m.from ?? 0) - (m.to ?? 0))
  up.sort((a, b) => moved(b) - moved(a))
  down.sort((a, b) => moved(b) - moved(a))
  entered.sort((a, b) => (a.to ?? 0) - (b.to ?? 0))
  return {
    entered: entered.slice(0, SHOWN_MOVES),
    up: up.slice(0, SHOWN_MOVES),
    down: down.slice(0, SHOWN_MOVES),
    left: left.slice(0, SHOWN_MOVES),
    counts: { entered: entered.length, up: up.length, down: down.length, left: left.length },
  }
}

/** The dry run: row errors, and for a clean file the diff against what partners see now. Nothing is written. */
export async function dryRunRankingImport(payload: Payload, file: Buffer): Promise<RankingImportCheck> {
  const check = await checkFile(payload, file)
  const diff = check.errors.length
    ? null
    : diffAgainst((await currentClassification(payload))?.classification, classifyContest(check.results))
  return { rows: check.total, valid: check.results.length, errors: check.errors, diff }
}

/** Partners' `is_ranking_winner` follows the current publication: its prize winners, nobody else. */
async function markWinners(payload: Payload, req: PayloadRequest, classification: ContestClassification) {
  const winners = [...winnersOf(classification)]
  await payload.update({
    collection: 'partners',
    where: { and: [{ is_ranking_winner: { equals: true } }, { company: { not_in: winners } }] },
    data: { is_ranking_winner: false },
    req,
    ...asService,
  })
  if (winners.length)
    await payload.update({
      collection: 'partners',
      where: { company: { in: winners } },
      data: { is_ranking_winner: true },
      req,
      ...asService,
    })
}

/**
 * One raw statement moves the "current" flag, by measurement (bench:ranking): Payload's update read and wrote back
 * each publication's 50,000 result rows. No hook runs, so the ranking read models are dropped here.
 */
async function makeCurrent(payload: Payload, req: PayloadRequest, id: string, classification: ContestClassification) {
  await (
    await sqlFor(payload, req)
  ).execute(sql`
    UPDATE ranking_publications SET current = (id = ${id}), made_current_at = CASE WHEN id = ${id} THEN now() ELSE made_current_at END, updated_at = now()
    WHERE current OR id = ${id}`)
  await invalidate('ranking', undefined, req)
  await markWinners(payload, req, classification)
}

/** Where the kept result files are, as the running config says (DATA_DIR is read when the config loads). */
const rankingFilesDir = (payload: Payload) => String(payload.collections['ranking-files'].config.upload.staticDir)

/** Publishes a clean file: its rows, the file itself, who and when; it becomes what partners see. */
/** A results file as a request's body, CSV or XLSX, up to 50 MB (the back office's upload and the machine API's push). */
export const rankingFile = express.raw({
  type: ['text/csv', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'],
  limit: '50mb',
})

export async function publishRanking(
  payload: Payload,
  file: Buffer,
  fileName: string,
  dataDate: string,
  staff: AuditActor,
): Promise<{ id: string; rows_count: number }> {
  const check = await checkFile(payload, file)
  if (check.errors.length) throw validationError(Object.fromEntries(check.errors.map((e) => [`rows.${e.row}`, [e.message]])))
  const classification = classifyContest(check.results)
  let written: string | null | undefined
  return inTransaction(payload, async (req) => {
    const upload = await payload.create({
      collection: 'ranking-files',
      data: {},
      file: { data: file, mimetype: check.mimeType, name: fileName, size: file.length },
      req,
      ...asService,
    })
    written = upload.filename
    // One raw statement, by measurement (bench:ranking): Payload's create copied and walked the 50,000 result rows
    // and read them back, 0.7 s of the publication. Its only hook drops the ranking read models, as makeCurrent does.
    const inserted = await (
      await sqlFor(payload, req)
    ).execute<{ id: string; rows_count: number }>(sql`
      INSERT INTO ranking_publications (data_date, rows_count, results, file_id, published_by_id, current)
      VALUES (${new Date(dataDate).toISOString()}, ${check.results.length}, ${JSON.stringify(stored(check.results))}::jsonb, ${upload.id}, ${staff.id}, false)
      RETURNING id, rows_count::int AS rows_count`)
    const publication = inserted.rows[0]!
    await makeCurrent(payload, req, publication.id, classification)
    await enqueueWebhookEvents(await sqlFor(payload, req), 'ranking.published', [
      {
        publication_id: publication.id,
        data_date: dataDate,
        file_name: fileName,
        rows_count: publication.rows_count,
        published_by: staff.email,
      },
    ])
    await recordAudit(
      payload,
      staff,
      {
        action: 'ranking.publish',
        resource: 'ranking-publications',
        resourceId: publication.id,
        label: publicationLabel(dataDate, fileName),
        after: { data_date: dataDate, file_name: fileName, rows_count: publication.rows_count },
      },
      req,
    )
    return publication
  })
    .then((publication) => {
      followRegions(payload, check.results)
      return publication
    })
    .catch((error: unknown) => {
      // The rows rolled back; their file goes with them (a killed process leaves it to removeOrphanedRankingFiles).
      if (written) fs.rmSync(path.join(rankingFilesDir(payload), written), { force: true })
      throw error
    })
}

/**
 * The file says which GOLD region each company competes in, and the companies' records follow it: one statement
 * after the publication commits, not inside it (a season's first file sets 50,000 regions, ~1 s by bench:ranking,
 * and partners need not wait for it). Should it fail, the next publication sets them again.
 */
function followRegions(payload: Payload, results: Array<{ companyId: string; region: string }>): void {
  void sqlFor(payload)
    .then((db) =>
      db.execute(sql`
        UPDATE companies c SET region = r.region::enum_companies_region, updated_at = now()
        FROM unnest(${sql.param(results.map((row) => row.companyId))}::uuid[], ${sql.param(results.map((row) => row.region))}::text[]) AS r(id, region)
        WHERE c.id = r.id AND c.region IS DISTINCT FROM r.region::enum_companies_region`),
    )
    .catch((error: unknown) => payload.logger.error({ err: error }, 'Nie udało się ustawić regionów firm z pliku rankingu.'))
}

const publicationLabel = (dataDate: string | Date, fileName: string | null | undefined) =>
  `Stan na ${new Date(dataDate).toISOString().slice(0, 10)}${fileName ? ` (${fileName})` : ''}`

/** One step back (or to any earlier publication): it becomes current again, with its winners. */
export async function restoreRanking(payload: Payload, id: string, staff: StaffUser): Promise<void> {
  const publication = /^[0-9a-f-]{24,36}$/i.test(id)
    ? (await payload.find({ collection: 'ranking-publications', where: { id: { equals: id } }, limit: 1, depth: 0, ...asService })).docs[0]
    : undefined
  if (!publication) throw new AppError(404, 'Nie znaleziono publikacji rankingu.')
  const classification = classifyContest(restored(publication.results as StoredResult[]))
  await inTransaction(payload, async (req) => {
    await makeCurrent(payload, req, publication.id, classification)
    const file = await payload.findByID({
      collection: 'ranking-files',
      id: String(publication.file),
      depth: 0,
      req,
      disableErrors: true,
      ...asService,
    })
    await recordAudit(
      payload,
      staff,
      {
        action: 'ranking.restore',
        resource: 'ranking-publications',
        resourceId: publication.id,
        label: publicationLabel(publication.data_date, file?.filename),
        after: { current: true },
      },
      req,
    )
  })
}

/**
 * Kept result files with no row: a publication whose transaction never committed (an error, or the process
 * killed half-way) leaves its file behind, since the upload is written before the row. Only files older than
 * an hour go, so a publication still running on another process keeps its file.
 */
export async function removeOrphanedRankingFiles(payload: Payload): Promise<string[]> {
  const dir = rankingFilesDir(payload)
  if (!fs.existsSync(dir)) return []
  const kept = await payload.find({ collection: 'ranking-files', pagination: false, depth: 0, select: { filename: true }, ...asService })
  const referenced = new Set(kept.docs.map((file) => file.filename))
  const removed: string[] = []
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name)
    if (referenced.has(name) || Date.now() - fs.statSync(file).mtimeMs < 3_600_000) continue
    fs.rmSync(file, { force: true })
    removed.push(name)
  }
  return removed
}
