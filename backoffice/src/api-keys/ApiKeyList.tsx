import { CreateButton, Datagrid, DateField, FunctionField, List, TextField, TopToolbar } from 'react-admin'
import { NoResults } from '../NoResults'

type Key = { scope_names: string[]; revoked_at: string | null }

/** The machine clients' keys, the working ones first; a key itself is never shown again after its creation. */
export function ApiKeyList() {
  return (
    <List
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      // An empty list with its Create button, not react-admin's grey invitation page (too faint to read).
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <TextField source="name" sortable={false} />
        <TextField source="prefix" sortable={false} />
        <FunctionField source="scope_names" sortable={false} render={(key: Key) => key.scope_names.join(', ')} />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DateField source="last_used_at" locales="pl-PL" showTime sortable={false} emptyText="–" />
        <DateField source="revoked_at" locales="pl-PL" showTime sortable={false} emptyText="–" />
      </Datagrid>
    </List>
  )
}
