import { setTimeout as sleep } from 'node:timers/promises'
import { AppError } from '../domain/errors'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, ValidationError } from 'payload'

const MAX_BEGIN_ATTEMPTS = 40

/**
 * Begins a transaction. SQLite lets one writer in at a time and its driver blocks the thread
 * while waiting, so instead of a busy timeout we retry the BEGIN with a short random back-off.
 */
async function begin(payload: Payload): Promise<PayloadRequest> {
  for (let attempt = 1; ; attempt++) {
    const req = await createLocalReq({}, payload)
    try {
      await initTransaction(req)
      return req
    } catch (error) {
      if (!/SQLITE_BUSY/.test(String((error as Error).message)) || attempt >= MAX_BEGIN_ATTEMPTS) throw error
      await sleep(5 + Math.random() * 20 * Math.min(attempt, 10))
    }
  }
}

/** Thrown when a transaction finds that a concurrent one got there first; with `retryOnConflict` it runs again. */
export class ConflictError extends Error {}

/** A unique index refused a write because a concurrent transaction got there first. */
export function isUniqueConflict(error: unknown): boolean {
  if (error instanceof ConflictError) return true
  // The SQL adapters turn unique violations into a ValidationError whose entries name the table.
  if (error instanceof ValidationError) return error.data.errors.length > 0 && error.data.errors.every((e) => 'tableName' in e)
  const { code, cause } = error as { code?: string | number; cause?: { code?: string } }
  // MongoDB's duplicate key error.
  return code === 11000 || cause?.code === '23505'
}

/**
 * SQLite's driver runs every connection of this process on one thread and loses a transaction when
 * two overlap (its failed COMMIT never reaches Payload), so within one process SQLite transactions
 * take turns. This is not what settles races: unique indexes do that, across processes too.
 */
let sqliteTurn: Promise<unknown> = Promise.resolve()

function takingTurns<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return run()
  const result = sqliteTurn.then(run, run)
  sqliteTurn = result.catch(() => undefined)
  return result
}

/**
 * Runs every write of `work` (each given `req`) as one database transaction: all of it or nothing.
 * With `retryOnConflict`, a transaction that lost a race on a unique index runs again from the start.
 */
export function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, options: { retryOnConflict?: number } = {}): Promise<T> {
  return takingTurns(payload, () => runTransaction(payload, work, options))
}

async function runTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, options: { retryOnConflict?: number }): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const req = await begin(payload)
    try {
      const result = await work(req)
      await commitTransaction(req)
      return result
    } catch (error) {
      await killTransaction(req)
      const retries = options.retryOnConflict ?? 0
      if (!isUniqueConflict(error) || retries === 0) throw error
      if (attempt >= retries) throw new AppError(409, 'Zbyt wiele równoczesnych operacji na tym koncie. Spróbuj ponownie za chwilę.')
      await sleep(Math.random() * 20 * (attempt + 1))
    }
  }
}
