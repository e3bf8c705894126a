import BlockIcon from '@mui/icons-material/Block'
import { useState } from 'react'
import {
  Button,
  Confirm,
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { API_URL, httpClient } from '../httpClient'

type Key = { id: string; name: string; scope_names: string[]; revoked_at: string | null }

/** Revokes a key after a confirmation: the next request with it is refused. */
function RevokeKeyButton() {
  const key = useRecordContext<Key>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  if (!key || key.revoked_at) return null
  const revoke = async () => {
    setAsking(false)
    try {
      await httpClient(`${API_URL}/api-keys/${key.id}/revoke`, { method: 'POST', body: '{}' })
      notify('resources.api-keys.notifications.revoked', { type: 'success' })
      refresh()
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <>
      <Button color="error" label="resources.api-keys.actions.revoke" onClick={() => setAsking(true)}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="resources.api-keys.revoke.title"
        content="resources.api-keys.revoke.content"
        translateOptions={{ name: key.name }}
        confirm="resources.api-keys.actions.revoke"
        onConfirm={() => void revoke()}
        onClose={() => setAsking(false)}
      />
    </>
  )
}

export function ApiKeyShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RevokeKeyButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="prefix" />
        <FunctionField source="scope_names" render={(key: Key) => key.scope_names.join(', ')} />
        <TextField source="created_by" emptyText="–" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DateField source="last_used_at" locales="pl-PL" showTime emptyText="–" />
        <DateField source="revoked_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="revoked_by" emptyText="–" />
      </SimpleShowLayout>
    </Show>
  )
}
