import BlockIcon from '@mui/icons-material/Block'
import { useState } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'

/** Revokes a leaked batch after a confirmation: its unregistered codes stop working, registered ones keep their points. */
export function RevokeButton() {
  const batch = useRecordContext<{ id: string; name: string; revoked_at: string | null }>()
  const notify = useNotify()
  const refresh = useRefresh()
  const canOperate = useCanOperate()
  const [asking, setAsking] = useState(false)
  if (!batch || !canOperate || batch.revoked_at) return null
  const revoke = async () => {
    setAsking(false)
    try {
      const { json } = await httpClient(`${API_URL}/code-batches/${batch.id}/revoke`, { method: 'POST', body: '{}' })
      notify('resources.code-batches.notifications.revoked', { type: 'success', messageArgs: json as Record<string, unknown> })
      refresh()
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <>
      <Button color="error" label="resources.code-batches.actions.revoke" onClick={() => setAsking(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="resources.code-batches.revoke.title"
        content="resources.code-batches.revoke.content"
        translateOptions={{ name: batch.name }}
        confirm="resources.code-batches.actions.revoke"
        onConfirm={() => void revoke()}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
