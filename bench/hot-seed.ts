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
const { codes } = await generateBatch(app.server.payload, { name: 'Benchmark', pointsPerCode: 10_000, count: 40_000 })
fs.writeFileSync(codesFile!, JSON.stringify(codes))
// The orders call re-orders the cheapest prize thousands of times: enough of it in stock that stock never answers.
const { docs: cheapest } = await app.server.payload.find({ collection: 'prizes', sort: 'points', limit: 1, overrideAccess: true })
await app.server.payload.update({ collection: 'prizes', id: cheapest[0]!.id, data: { stock: 10_000_000 }, overrideAccess: true })
// 32 partners registering hundreds of codes of one batch a minute is a fraud signal by the programme's defaults;
// here it is load. Limits out of reach: every code's facts are still read in full (their cost is measured), no
// case is raised and no points are held (the orders call spends them).
await app.server.payload.updateGlobal({
  slug: 'programme-settings',
  data: { fraud: { batch_codes: 1_000_000, ip_wrong_codes: 1_000_000, devices: 1_000 } },
  overrideAccess: true,
})
await app.server.stop()
process.exit(0)
