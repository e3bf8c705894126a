import { Datagrid, DateField, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin'
import { POTENTIAL_GROUPS, PROGRAMMES } from '@portal/shared'

const partnerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="programme" source="programme" choices={PROGRAMMES.map((id) => ({ id, name: `programmes.${id}` }))} />,
  <SelectInput key="potential_group" source="potential_group" choices={POTENTIAL_GROUPS.map((id) => ({ id, name: id }))} />,
]

export function PartnerList() {
  const translate = useTranslate()
  return (
    <List filters={partnerFilters} sort={{ field: 'email', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <TextField source="company" sortable={false} />
        <FunctionField source="programme" render={(record: { programme: string }) => translate(`programmes.${record.programme}`)} />
        <TextField source="potential_group" />
        <DateField source="createdAt" locales="pl-PL" />
      </Datagrid>
    </List>
  )
}
