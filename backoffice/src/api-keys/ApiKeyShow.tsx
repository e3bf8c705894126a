import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin'
import { ConfirmedAction } from '../ConfirmedAction'

type Key = { id: string; name: string; scope_names: string[]; revoked_at: string | null }

/** Revokes a key: the next request with it is refused. */
function RevokeKeyButton() {
  const key = useRecordContext<Key>()
  if (!key || key.revoked_at) return null
  return (
    <ConfirmedAction
      label="resources.api-keys.actions.revoke"
      path={`api-keys/${key.id}/revoke`}
      title="resources.api-keys.revoke.title"
      content="resources.api-keys.revoke.content"
      name={key.name}
      done="resources.api-keys.notifications.revoked"
    />
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
