import { setTimeout as sleep } from 'node:timers/promises'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

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

/** Runs every write of `work` (each given `req`) as one database transaction: all of it or nothing. */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await begin(payload)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
