import { DateInput, FormDataConsumer, minValue, NumberInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin'

const kinds = [
  { id: 'product', name: 'resources.code-batches.kinds.product' },
  { id: 'training', name: 'resources.code-batches.kinds.training' },
]

/** The description of a batch, shared by generating codes and importing a printing house's file. */
export function BatchFields() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <SelectInput source="kind" choices={kinds} defaultValue="product" validate={required()} />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'training' ? (
            <>
              <TextInput source="training_name" validate={required()} fullWidth />
              <DateInput source="training_starts_at" />
              <DateInput source="training_ends_at" />
            </>
          ) : (
            <ReferenceInput source="product" reference="products" sort={{ field: 'index', order: 'ASC' }} perPage={100}>
              <SelectInput optionText={(product: { index: string; name: string }) => `${product.index} – ${product.name}`} />
            </ReferenceInput>
          )
        }
      </FormDataConsumer>
      <NumberInput source="points_per_code" validate={[required(), minValue(0.1)]} step={0.1} />
    </>
  )
}
