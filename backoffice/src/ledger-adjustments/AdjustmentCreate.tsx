import { Create, NumberInput, required, SimpleForm, TextInput } from 'react-admin'
import { PartnerPicker } from './PartnerPicker'

/** A credit (positive) or debit (negative) with a reason the partner sees in their transactions. */
export function AdjustmentCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <PartnerPicker />
        <NumberInput source="points" validate={required()} step={0.1} helperText="resources.ledger-adjustments.pointsHelp" />
        <TextInput source="reason" validate={required()} fullWidth />
      </SimpleForm>
    </Create>
  )
}
