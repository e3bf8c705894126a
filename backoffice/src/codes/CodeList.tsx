import {
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin'
import { NoResults } from '../NoResults'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="batch_id" source="batch_id" reference="code-batches" sort={{ field: 'createdAt', order: 'DESC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="registered" source="registered" />,
]

/** Code lookup: a partner's complaint "my code does not work" is answered here. */
export function CodeList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <TextField source="code" />
        <TextField source="batch" sortable={false} />
        <TextField source="product" sortable={false} emptyText="–" />
        <NumberField source="points" sortable={false} locales="pl-PL" />
        <TextField source="registered_by" sortable={false} emptyText="–" />
        <DateField source="registered_at" locales="pl-PL" showTime emptyText="–" />
      </Datagrid>
    </List>
  )
}
