import { Datagrid, DateField, DateInput, List, SearchInput, TextField, TextInput } from 'react-admin'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="resource" source="resource" />,
  <TextInput key="staff_email" source="staff_email" />,
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
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resource_id" sortable={false} emptyText="–" />
      </Datagrid>
    </List>
  )
}
