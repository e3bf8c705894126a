import { Edit, SaveButton, SelectInput, SimpleForm, TextField, TextInput, Toolbar } from 'react-admin'
import { CONTEST_REGIONS, POTENTIAL_GROUPS } from '@portal/shared'

/** The fields staff own on a company; the rest comes from the partner's registration. */
export function CompanyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="name" />
        <TextField source="tax_identifier" />
        <TextInput source="sap" />
        <SelectInput source="potential_group" choices={POTENTIAL_GROUPS.map((id) => ({ id, name: id }))} emptyText="–" />
        <SelectInput source="region" choices={CONTEST_REGIONS.map((id) => ({ id, name: id }))} emptyText="–" />
      </SimpleForm>
    </Edit>
  )
}
