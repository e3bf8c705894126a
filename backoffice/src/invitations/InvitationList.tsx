import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { INVITATION_STATUSES, type InvitationAction } from '@portal/shared'
import { ImportActions } from '../ImportActions'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'
import { TextButton } from '../TextButton'
import { NoResults } from '../NoResults'

const STATUSES = INVITATION_STATUSES.map((id) => ({ id, name: `resources.invitations.statuses.${id}` }))
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />]

/** The actions the server allows for this invitation (shared invitationActions), one click each. */
function RowActions() {
  const invitation = useRecordContext<{ id: string; status: string; allowed_actions: InvitationAction[] }>()
  const canOperate = useCanOperate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!invitation || !canOperate) return null
  const act = async (action: InvitationAction) => {
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
      {invitation.allowed_actions.map((action) => (
        <TextButton key={action} label={`resources.invitations.actions.${action}`} onClick={() => void act(action)} />
      ))}
    </>
  )
}

export function InvitationList() {
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      actions={<ImportActions />}
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick={false}>
        <TextField source="email" />
        <TextField source="first_name" sortable={false} />
        <TextField source="last_name" sortable={false} />
        <TextField source="company" sortable={false} emptyText="–" />
        <FunctionField
          source="status"
          sortable={false}
          render={(invitation: { status: string }) => translate(`resources.invitations.statuses.${invitation.status}`)}
        />
        <DateField source="expires_at" locales="pl-PL" />
        <RowActions />
      </Datagrid>
    </List>
  )
}
