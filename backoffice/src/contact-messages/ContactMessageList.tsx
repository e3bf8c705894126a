import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin'
import { NoResults } from '../NoResults'

const MESSAGE_STATUSES = [
  { id: 'new', name: 'resources.contact-messages.statuses.new' },
  { id: 'answered', name: 'resources.contact-messages.statuses.answered' },
]

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={MESSAGE_STATUSES} alwaysOn />,
]

export function ContactMessageList() {
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'new' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="subject" />
        <TextField source="email" sortable={false} />
        <TextField source="partner" sortable={false} emptyText="–" />
        <FunctionField
          source="status"
          render={(message: { status: string }) => translate(`resources.contact-messages.statuses.${message.status}`)}
        />
      </Datagrid>
    </List>
  )
}
