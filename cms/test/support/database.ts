import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
  }
}

/**
 * Vitest global setup of the integration suite: the machine's PostgreSQL when TEST_POSTGRES_URL is set,
 * otherwise an embedded one for the whole run (each test file empties it before starting the app).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_POSTGRES_URL
  if (external) {
    project.provide('databaseUri', external)
    return
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'))
  // PostgreSQL runs as its own user, which must reach the data folder inside this one.
  fs.chmodSync(dir, 0o755)
  const { startEmbeddedPostgres } = await import('../../src/embeddedPostgres')
  const database = await startEmbeddedPostgres(path.join(dir, 'pg'), { durable: false })
  project.provide('databaseUri', database.uri)
  return async () => {
    await database.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
