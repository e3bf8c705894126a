import type { CodeStatus } from '@portal/shared'
import { api } from '../../../lib/api-client'
import { codeQueue } from './queue'

type SyncResult = {
  code: string
  status: CodeStatus | 'invalid'
  message: string
  product: string | null
  points: number | null
  registered_at: string | null
}
type SyncResponse = { success: boolean; message: string; results: SyncResult[] }

/** Sends every pending code with its idempotency key; a replayed sync never counts a code twice on the server. */
export async function syncPendingCodes(): Promise<{ sent: number; message: string; success: boolean }> {
  const pending = (await codeQueue.all()).filter((entry) => entry.status === 'pending')
  if (pending.length === 0) return { sent: 0, message: '', success: true }
  const response = await api.post<SyncResponse>('/api/codes/sync', {
    codes: pending.map(({ code, idempotency_key }) => ({ code, idempotency_key })),
  })
  for (const [i, result] of response.results.entries()) {
    const entry = pending[i]!
    await codeQueue.put({
      ...entry,
      status: result.status,
      message: result.message,
      product: result.product,
      points: result.points,
      registered_at: result.registered_at,
    })
  }
  return { sent: pending.length, message: response.message, success: response.success }
}
