import { setTimeout as sleep } from 'node:timers/promises'
import { collectInvalidations, invalidationsCommitted } from '../cache/invalidation'
import { AppError } from '../domain/errors'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'

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
 * Runs every write of `work` (each given `req`) as one database transaction: all of it or nothing.
 * With `retryOnConflict`, a transaction that lost a race on a unique index runs again from the start.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  options: { retryOnConflict?: number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    collectInvalidations(req)
    try {
      const result = await work(req)
      await commitTransaction(req)
      await invalidationsCommitted(req)
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
