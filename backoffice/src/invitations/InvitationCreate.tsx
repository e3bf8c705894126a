import { Create, email, required, SimpleForm, TextInput } from 'react-admin'

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
      </SimpleForm>
    </Create>
  )
}
