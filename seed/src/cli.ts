/** npm run seed [-- --if-empty]: loads the demo data; --if-empty only on a database without staff. */
import { getPayload } from 'payload'
import config from '@portal/cms/config'
import { runMigrations } from '@portal/cms/db'
import { isEmpty, seedDemoData } from './demo'

async function main(): Promise<void> {
  const payload = await getPayload({ config })
  await runMigrations(payload)
  if (process.argv.includes('--if-empty') && !(await isEmpty(payload))) {
    payload.logger.info('Demo data skipped: the database already has data.')
  } else {
    await seedDemoData(payload)
    payload.logger.info('Demo data ready: partner@demo.pl, nowy@demo.pl, fachowiec@demo.pl (Demo123!); staff admin@, marketing@, program@, audytor@demo.pl (Admin123!).')
  }
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
