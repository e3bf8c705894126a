import { Create, maxValue, minValue, NumberInput, required, SimpleForm } from 'react-admin'
import { MAX_BATCH_SIZE } from '@portal/shared'
import { BatchFields } from './BatchFields'

export function CodeBatchCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <BatchFields />
        <NumberInput source="count" validate={[required(), minValue(1), maxValue(MAX_BATCH_SIZE)]} step={1} />
      </SimpleForm>
    </Create>
  )
}
