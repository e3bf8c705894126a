import { Button, Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { ImportActions } from '../ImportActions'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'

const STATUSES = ['sent', 'used', 'expired', 'revoked'].map((id) => ({ id, name: `resources.invitations.statuses.${id}` }))
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />]

/** Resend (sent or expired) and revoke (not used yet), one click each. */
function RowActions() {
  const invitation = useRecordContext<{ id: string; status: string }>()
  const canOperate = useCanOperate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!invitation || !canOperate) return null
  const act = async (action: 'resend' | 'revoke') => {
    try {
      await httpClient(`${API_URL}/invitations/${invitation.id}/${action}`, { method: 'POST', body: '{}' })
      notify(`resources.invitations.notifications.${action}`, { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <>
      {(invitation.status === 'sent' || invitation.status === 'expired') && <Button label="resources.invitations.actions.resend" onClick={() => void act('resend')} />}
      {invitation.status !== 'used' && invitation.status !== 'revoked' && <Button label="resources.invitations.actions.revoke" onClick={() => void act('revoke')} />}
    </>
  )
}

export function InvitationList() {
  const translate = useTranslate()
  return (
    <List filters={filters} actions={<ImportActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" />
        <TextField source="first_name" sortable={false} />
        <TextField source="last_name" sortable={false} />
        <TextField source="company" sortable={false} emptyText="–" />
        <FunctionField source="status" sortable={false} render={(invitation: { status: string }) => translate(`resources.invitations.statuses.${invitation.status}`)} />
        <DateField source="expires_at" locales="pl-PL" />
        <RowActions />
      </Datagrid>
    </List>
  )
}
