/**
 * The app process of bench:hot, seeded for results day: the demo data, 32 tradespeople and a batch of codes (written
 * to the file named in argv[2]). Prints "READY <url>"; its RSS is what the benchmark reports.
 */
import fs from 'node:fs'
import { startSeededApp } from './app'

const [, , codesFile, partners] = process.argv
const app = await startSeededApp()
const { seedPartners } = await import('@portal/seed')
const emails = Array.from({ length: Number(partners) }, (_, i) => `bench${i}@demo.pl`)
await seedPartners(app.server.payload, null, emails.map((email, i) => ({ email, first_name: 'Jan', last_name: `Bench${i}`, name: `bench${i}`, phone: `600100${String(100 + i)}`, programme: 'points', potential_group: null, withCompany: false, accepted: true })))
const { generateBatch } = await import('@portal/cms/code-batches')
const { codes } = await generateBatch(app.server.payload, { name: 'Benchmark', pointsPerCode: 10_000, count: 40_000 })
fs.writeFileSync(codesFile!, JSON.stringify(codes))
process.stdout.write(`READY ${app.server.url}\n`)
process.once('SIGTERM', () => void app.stop().then(() => process.exit(0)))
