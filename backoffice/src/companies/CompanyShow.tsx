import { BooleanField, Datagrid, EditButton, ReferenceManyField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { useCanOperate } from '../permissions'

function Actions() {
  const canOperate = useCanOperate()
  return <TopToolbar>{canOperate && <EditButton />}</TopToolbar>
}

export function CompanyShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="tax_identifier" />
        <TextField source="sap" emptyText="–" />
        <TextField source="potential_group" emptyText="–" />
        <TextField source="region" emptyText="–" />
        <TextField source="province" emptyText="–" />
        <TextField source="city" emptyText="–" />
        <ReferenceManyField
          reference="partners"
          target="company"
          label="resources.companies.fields.partners"
          sort={{ field: 'email', order: 'ASC' }}
        >
          <Datagrid bulkActionButtons={false} rowClick="show">
            <TextField source="email" />
            <TextField source="first_name" />
            <TextField source="last_name" />
            <BooleanField source="blocked" sortable={false} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  )
}
