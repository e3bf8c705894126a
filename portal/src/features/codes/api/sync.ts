import type { CodeStatus } from '@portal/shared'
import { api } from '../../../lib/api-client'
import { codeQueue, type QueuedCode } from './queue'

type SyncResult = {
  code: string
  status: CodeStatus | 'invalid'
  message: string
  product: string | null
  points: number | null
  registered_at: string | null
  /** The points wait for the organiser's check ("oczekujące"). */
  held?: true
}
type SyncResponse = { success: boolean; message: string; results: SyncResult[] }

/** What one sync settled: each sent code as it now stands, and the server's word on the whole. */
export type SyncOutcome = { settled: QueuedCode[]; message: string }

/**
 * Sends the owner's pending codes with their idempotency keys (a replayed sync never counts a code twice on the
 * server); other accounts' codes on this device stay where they are.
 */
export async function syncPendingCodes(owner: string): Promise<SyncOutcome> {
  const pending = (await codeQueue.of(owner)).filter((entry) => entry.status === 'pending')
  if (pending.length === 0) return { settled: [], message: '' }
  const response = await api.post<SyncResponse>('/api/codes/sync', {
    codes: pending.map(({ code, idempotency_key }) => ({ code, idempotency_key })),
  })
  const settled: QueuedCode[] = []
  for (const [i, result] of response.results.entries()) {
    const entry = { ...pending[i]!, ...result, code: pending[i]!.code }
    await codeQueue.put(entry)
    settled.push(entry)
  }
  return { settled, message: response.message }
}
