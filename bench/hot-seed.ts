/**
 * Seeds bench:hot's database in a process of its own (argv: DATA_DIR, codes file, partners): the demo data, the
 * tradespeople and a batch of codes, then a clean stop. The app process then starts on it, so the RSS the benchmark
 * reports is the app's serving, not the seeding's leftovers.
 */
import fs from 'node:fs'
import { normalizeCode } from '@portal/shared'
import { startSeededApp } from './app'

const [, , dataDir, codesFile, partners] = process.argv
const app = await startSeededApp(dataDir)
const { seedPartners } = await import('@portal/seed')
const emails = Array.from({ length: Number(partners) }, (_, i) => `bench${i}@demo.pl`)
await seedPartners(
  app.server.payload,
  null,
  emails.map((email, i) => ({
    email,
    first_name: 'Jan',
    last_name: `Bench${i}`,
    name: `bench${i}`,
    phone: `600100${String(100 + i)}`,
    programme: 'points',
    potential_group: null,
    withCompany: false,
    accepted: true,
  })),
)
const { generateBatch } = await import('@portal/cms/code-batches')
// Results day as the fraud rules expect it: many product batches, each partner registering a few codes of each
// (the requests hand the codes out in turn, about 6 of a 200-code batch per partner), under the programme's default
// limits, so every code's fraud facts are read and none raises a signal. The worst case, one partner with
// thousands of codes of one batch an hour (each a flagged burst), is bench:soak's.
const codes: string[] = []
for (let batch = 0; batch < 200; batch++)
  codes.push(...(await generateBatch(app.server.payload, { name: `Benchmark ${batch + 1}`, pointsPerCode: 10_000, count: 200 })).codes)
fs.writeFileSync(codesFile!, JSON.stringify(codes))
// Results day comes in a running programme: each partner registered codes on earlier days (here 60 each over the
// past half year, outside every fraud window). Without that history the attempts and the ledger start empty; once
// autovacuum has analyzed them small the planner's cached plans scan them whole while the benchmark adds thousands
// of rows a second (an ANALYZE at the start of bench:hot, 2026-11-26: codes ×0.134 without it, ×0.191 with it).
const season = await generateBatch(app.server.payload, { name: 'Sezon wiosenny', pointsPerCode: 10, count: emails.length * 60 })
const { sql } = await import('@payloadcms/db-postgres')
await app.execute(sql`
  WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM partners WHERE email = ANY(${sql.param(emails)}::text[])),
       c AS (SELECT id, code, row_number() OVER (ORDER BY code) - 1 AS k FROM codes WHERE code = ANY(${sql.param(season.codes.map(normalizeCode))}::text[])),
       h AS (SELECT c.id AS code_id, c.code, p.id AS partner_id, c.k, now() - make_interval(days => 2 + (c.k % 180)::int) AS at
             FROM c JOIN p ON p.k = c.k % ${emails.length}),
       registered AS (UPDATE codes SET registered_by_id = h.partner_id, registered_at = h.at FROM h WHERE codes.id = h.code_id),
       attempts AS (INSERT INTO code_attempts (code, partner_id, outcome, ip, device, created_at, updated_at)
                    SELECT code, partner_id, 'registered', '10.1.' || (k % 7) || '.' || (k % 250), 'Mozilla/5.0 (Linux; Android 13) Mobile', at, at FROM h)
  INSERT INTO ledger_entries (partner_id, seq, amount_tenths, label, source, reference, idempotency_key, created_at, updated_at)
  SELECT partner_id, (SELECT coalesce(max(seq), 0) FROM ledger_entries l WHERE l.partner_id = h.partner_id) + row_number() OVER (PARTITION BY partner_id ORDER BY at),
         100, 'Kod ' || substr(code, 1, 4) || '-' || substr(code, 5) || ' – Sezon wiosenny', 'code', code, 'code:' || code_id, at, at
  FROM h`)
// The orders call re-orders the cheapest prize thousands of times: enough of it in stock that stock never answers.
const { docs: cheapest } = await app.server.payload.find({ collection: 'prizes', sort: 'points', limit: 1, overrideAccess: true })
await app.server.payload.update({ collection: 'prizes', id: cheapest[0]!.id, data: { stock: 10_000_000 }, overrideAccess: true })
await app.server.stop()
process.exit(0)
