/**
 * Seeds bench:hot's database in a process of its own (argv: DATA_DIR, codes file, partners): the demo data, the
 * tradespeople and a batch of codes, then a clean stop. The app process then starts on it, so the RSS the benchmark
 * reports is the app's serving, not the seeding's leftovers.
 */
import fs from 'node:fs'
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
// The orders call re-orders the cheapest prize thousands of times: enough of it in stock that stock never answers.
const { docs: cheapest } = await app.server.payload.find({ collection: 'prizes', sort: 'points', limit: 1, overrideAccess: true })
await app.server.payload.update({ collection: 'prizes', id: cheapest[0]!.id, data: { stock: 10_000_000 }, overrideAccess: true })
await app.server.stop()
process.exit(0)
