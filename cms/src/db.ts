import fs from 'node:fs'
import path from 'node:path'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration, Payload } from 'payload'
import type { Env } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const migrationsRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'migrations')

/** The adapter chosen by DATABASE_URI; SQL adapters use uuid ids and committed migrations, never a schema push. */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'mongodb') {
    return mongooseAdapter({ url: env.DATABASE_URI })
  }
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URI },
      idType: 'uuid',
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  const file = env.DATABASE_URI.replace(/^file:/, '')
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return sqliteAdapter({
    client: { url: env.DATABASE_URI },
    idType: 'uuid',
    // Off by default in the SQLite adapter; every multi-step write (registration, orders, points) needs it.
    transactionOptions: { behavior: 'immediate' },
    // Readers never wait for the writer (and the other way round) in write-ahead-log mode.
    wal: true,
    push: false,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    prodMigrations: sqliteMigrations,
  })
}

/** Applies the committed migrations of the active SQL adapter (MongoDB needs none); safe to call on every start. */
export async function runMigrations(payload: Payload): Promise<void> {
  const name = payload.db.name
  if (name !== 'sqlite' && name !== 'postgres') return
  const migrations = name === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
