import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Migration, Payload } from 'payload'
import { type Env, isBuildStep } from './env'
import { migrations } from './migrations'

const migrationDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'migrations')

/** The adapter chosen by DATABASE_URI: PostgreSQL (the embedded one when unset) with uuid ids and committed migrations, or MongoDB. */
export async function databaseAdapter(env: Env): Promise<DatabaseAdapterObj> {
  const uri = env.DATABASE_URI ?? (isBuildStep() ? 'postgres://build-step@127.0.0.1:1/none' : undefined)
  if (!uri) throw new Error('DATABASE_URI is not set: start the app through server.ts start(), which starts the embedded PostgreSQL first')
  if (env.databaseKind === 'mongodb') return (await import('@payloadcms/db-mongodb')).mongooseAdapter({ url: uri })
  return postgresAdapter({ pool: { connectionString: uri }, idType: 'uuid', push: false, migrationDir, prodMigrations: migrations })
}

/** Applies the committed PostgreSQL migrations (MongoDB needs none); safe to call on every start. */
export async function runMigrations(payload: Payload): Promise<void> {
  if (payload.db.name !== 'postgres') return
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
