import type { CodeStatus } from '@portal/shared'

/** One code on this device: it waits here (pending) until a sync settles it. */
export type QueuedCode = {
  code: string
  status: CodeStatus | 'invalid'
  idempotency_key: string
  message: string | null
  product: string | null
  points: number | null
  registered_at: string | null
  added_at: string
}

const DB_NAME = 'portal-codes'
const STORE = 'entries'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'code' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode)
    const request = work(tx.objectStore(STORE))
    tx.oncomplete = () => {
      db.close()
      resolve(request.result)
    }
    tx.onerror = () => reject(tx.error)
  })
}

/** The list lives in IndexedDB, so it survives reloads, closed tabs and building sites without signal. */
export const codeQueue = {
  all: async () =>
    (await run('readonly', (s) => s.getAll() as IDBRequest<QueuedCode[]>)).sort((a, b) => b.added_at.localeCompare(a.added_at)),
  get: (code: string) => run('readonly', (s) => s.get(code) as IDBRequest<QueuedCode | undefined>),
  put: (entry: QueuedCode) => run('readwrite', (s) => s.put(entry)),
  remove: (code: string) => run('readwrite', (s) => s.delete(code)),
}
