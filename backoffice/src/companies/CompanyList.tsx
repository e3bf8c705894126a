import { Datagrid, List, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin'
import { CONTEST_REGIONS, POTENTIAL_GROUPS } from '@portal/shared'
import { NoResults } from '../NoResults'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="potential_group" source="potential_group" choices={POTENTIAL_GROUPS.map((id) => ({ id, name: id }))} alwaysOn />,
  <SelectInput key="region" source="region" choices={CONTEST_REGIONS.map((id) => ({ id, name: id }))} />,
  <ReferenceInput key="province" source="province" reference="provinces" sort={{ field: 'name', order: 'ASC' }} perPage={16}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
]

export function CompanyList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <TextField source="name" />
        <TextField source="tax_identifier" />
        <TextField source="sap" emptyText="–" />
        <TextField source="potential_group" emptyText="–" />
        <TextField source="region" emptyText="–" />
        <TextField source="province" sortable={false} emptyText="–" />
        <TextField source="city" sortable={false} emptyText="–" />
      </Datagrid>
    </List>
  )
}
