import { AutocompleteInput, Create, email, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin'

type Company = { name: string; tax_identifier: string | null }

/** One invitation; the e-mail with the registration link leaves as soon as it is saved. */
export function InvitationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" validate={[required(), email()]} fullWidth />
        <TextInput source="first_name" validate={required()} />
        <TextInput source="last_name" validate={required()} />
        <TextInput source="phone" />
        <TextInput source="kth_id" />
        {/* The distributor's company, found by name or NIP; the invitee confirms it when registering. */}
        <ReferenceInput source="company" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput
            optionText={(company: Company) => `${company.name}${company.tax_identifier ? ` (NIP ${company.tax_identifier})` : ''}`}
            filterToQuery={(q: string) => ({ q })}
            fullWidth
          />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  )
}
