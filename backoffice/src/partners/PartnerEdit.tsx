import { Edit, SaveButton, SelectInput, SimpleForm, TextField, Toolbar } from 'react-admin'
import { POTENTIAL_GROUPS } from '@portal/shared'

/** Staff own the partner's group only; the company's SAP number and region are edited on the company. */
export function PartnerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="email" />
        <TextField source="company" emptyText="–" />
        <SelectInput source="potential_group" choices={POTENTIAL_GROUPS.map((id) => ({ id, name: id }))} emptyText="–" />
      </SimpleForm>
    </Edit>
  )
}
