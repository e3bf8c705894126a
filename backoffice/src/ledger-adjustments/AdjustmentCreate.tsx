import { Create, email, NumberInput, required, SimpleForm, TextInput } from 'react-admin'

/** A credit (positive) or debit (negative) with a reason the partner sees in their transactions. */
export function AdjustmentCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="partner_email" validate={[required(), email()]} fullWidth />
        <NumberInput source="points" validate={required()} step={0.1} helperText="resources.ledger-adjustments.pointsHelp" />
        <TextInput source="reason" validate={required()} fullWidth />
      </SimpleForm>
    </Create>
  )
}
