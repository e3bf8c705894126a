import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '@portal/shared'
import { Datagrid, DateField, DateInput, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin'
import { RecordLink } from './RecordLink'

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
export function AuditLogList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="staff_email" />
        <TextField source="action_label" sortBy="action" />
        <TextField source="resource_name" sortBy="resource" />
        <RecordLink source="resource_label" sortable={false} />
      </Datagrid>
    </List>
  )
}
