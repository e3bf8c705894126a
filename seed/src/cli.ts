/** npm run seed [-- --if-empty]: loads the demo data; --if-empty only on a database without staff. */
import { getPayload } from 'payload'
import { closeDatabase, ensureDatabase } from '@portal/cms/server'
import { isEmpty, seedDemoData } from './demo'

async function main(): Promise<void> {
  const embedded = await ensureDatabase()
  // The config reads DATABASE_URI, which the embedded server has only just set.
  const { default: config } = await import('@portal/cms/config')
  const { runMigrations } = await import('@portal/cms/db')
  const payload = await getPayload({ config })
  await runMigrations(payload)
  if (process.argv.includes('--if-empty') && !(await isEmpty(payload))) {
    payload.logger.info('Demo data skipped: the database already has data.')
  } else {
    await seedDemoData(payload)
    payload.logger.info(
      'Demo data ready: partner@demo.pl, nowy@demo.pl, fachowiec@demo.pl (Demo123!); staff admin@, marketing@, program@, audytor@demo.pl (Admin123!).',
    )
  }
  await closeDatabase(payload, embedded)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
