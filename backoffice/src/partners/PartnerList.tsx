import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { POTENTIAL_GROUPS, PROGRAMMES } from '@portal/shared'
import { NoResults } from '../NoResults'

const partnerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="programme" source="programme" choices={PROGRAMMES.map((id) => ({ id, name: `programmes.${id}` }))} alwaysOn />,
  <SelectInput key="potential_group" source="potential_group" choices={POTENTIAL_GROUPS.map((id) => ({ id, name: id }))} />,
  <ReferenceInput key="province" source="province" reference="provinces" sort={{ field: 'name', order: 'ASC' }} perPage={16}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="accepted" source="accepted" />,
  <NullableBooleanInput key="blocked" source="blocked" />,
]

export function PartnerList() {
  const translate = useTranslate()
  return (
    <List filters={partnerFilters} sort={{ field: 'email', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <TextField source="email" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <TextField source="company" sortable={false} emptyText="–" />
        <FunctionField source="programme" render={(record: { programme: string }) => translate(`programmes.${record.programme}`)} />
        <TextField source="potential_group" emptyText="–" />
        <BooleanField source="blocked" sortable={false} />
        <DateField source="createdAt" locales="pl-PL" />
      </Datagrid>
    </List>
  )
}
