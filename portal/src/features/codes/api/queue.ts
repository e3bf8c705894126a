import type { CodeStatus } from '@portal/shared'

/** One code on this device: it waits here (pending) until a sync settles it, and only for the account that added it. */
export type QueuedCode = {
  /** The partner who added it: another account logged in on the same phone never sends it. */
  owner: string
  code: string
  status: CodeStatus | 'invalid'
  idempotency_key: string
  message: string | null
  product: string | null
  points: number | null
  registered_at: string | null
  /** Its points wait for the organiser's check. */
  held?: true
  added_at: string
}

const DB_NAME = 'portal-codes'
const STORE = 'codes'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // Version 2 keys each code by its owner. Version 1 kept codes without one, so nobody can tell whose they are:
    // they go (the portal had not been released yet).
    const request = indexedDB.open(DB_NAME, 2)
    request.onupgradeneeded = () => {
      const db = request.result
      if (db.objectStoreNames.contains('entries')) db.deleteObjectStore('entries')
      db.createObjectStore(STORE, { keyPath: ['owner', 'code'] })
    }
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

const everything = () => run('readonly', (s) => s.getAll() as IDBRequest<QueuedCode[]>)

/** The list lives in IndexedDB, so it survives reloads, closed tabs and building sites without signal. */
export const codeQueue = {
  /** One account's codes, newest first. */
  of: async (owner: string) =>
    (await everything()).filter((entry) => entry.owner === owner).sort((a, b) => b.added_at.localeCompare(a.added_at)),
  /** How many codes of other accounts wait on this device for their owners. */
  othersWaiting: async (owner: string) =>
    (await everything()).filter((entry) => entry.owner !== owner && entry.status === 'pending').length,
  get: (owner: string, code: string) => run('readonly', (s) => s.get([owner, code]) as IDBRequest<QueuedCode | undefined>),
  put: (entry: QueuedCode) => run('readwrite', (s) => s.put(entry)),
  remove: (owner: string, code: string) => run('readwrite', (s) => s.delete([owner, code])),
}
