import { useRecordContext } from 'react-admin'
import { ConfirmedAction } from '../ConfirmedAction'
import { useCanOperate } from '../permissions'

/** Revokes a leaked batch: its unregistered codes stop working, registered ones keep their points. */
export function RevokeButton() {
  const batch = useRecordContext<{ id: string; name: string; revoked_at: string | null }>()
  const canOperate = useCanOperate()
  if (!batch || !canOperate || batch.revoked_at) return null
  return (
    <ConfirmedAction
      label="resources.code-batches.actions.revoke"
      path={`code-batches/${batch.id}/revoke`}
      title="resources.code-batches.revoke.title"
      content="resources.code-batches.revoke.content"
      name={batch.name}
      done="resources.code-batches.notifications.revoked"
    />
  )
}
