import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '@portal/shared'
import { type Theme, useMediaQuery } from '@mui/material'
import { Datagrid, DateField, DateInput, List, SearchInput, SelectInput, SimpleList, TextField, TextInput } from 'react-admin'
import { RecordLink } from './RecordLink'
import { NoResults } from '../NoResults'

const actionChoices = Object.entries(AUDIT_ACTIONS).map(([id, name]) => ({ id, name }))
const resourceChoices = Object.entries(AUDIT_RESOURCES).map(([id, { name }]) => ({ id, name }))

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="staff_email" source="staff_email" />,
  <SelectInput key="action" source="action" choices={actionChoices} />,
  <SelectInput key="resource" source="resource" choices={resourceChoices} />,
  <DateInput key="created_from" source="created_from" />,
  <DateInput key="created_to" source="created_to" />,
]

/** Read-only for everybody: there is no edit or delete here, and the server refuses them too. */
type Entry = {
  id: string
  createdAt: string
  staff_email: string
  action_label: string
  resource_name: string
  resource_label: string | null
}

export function AuditLogList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50} exporter={false}>
      {phone ? (
        // On a phone each entry is one readable card instead of a table scrolling sideways.
        <SimpleList<Entry>
          empty={<NoResults />}
          primaryText={(entry) => entry.action_label}
          secondaryText={(entry) => (
            <>
              {`${entry.resource_name}: ${entry.resource_label ?? '–'}`}
              <br />
              {`${new Date(entry.createdAt).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' })} · ${entry.staff_email}`}
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
          <DateField source="createdAt" locales="pl-PL" showTime />
          <TextField source="staff_email" />
          <TextField source="action_label" sortBy="action" />
          <TextField source="resource_name" sortBy="resource" />
          <RecordLink source="resource_label" sortable={false} />
        </Datagrid>
      )}
    </List>
  )
}
