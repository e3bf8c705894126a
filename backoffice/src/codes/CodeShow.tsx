import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin'

/** One code: its batch and product, who registered it, from which attempt, and every other attempt at it. */
export function CodeShow() {
  const translate = useTranslate()
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="batch" />
        <TextField source="product" emptyText="–" />
        <NumberField source="points" locales="pl-PL" />
        <TextField source="registered_by" emptyText="–" />
        <DateField source="registered_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="registered_from_ip" emptyText="–" />
        <TextField source="registered_idempotency_key" emptyText="–" />
        <ArrayField source="attempts">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<>–</>}>
            <DateField source="createdAt" sortable={false} locales="pl-PL" showTime />
            <TextField source="partner" sortable={false} />
            <FunctionField
              source="outcome"
              sortable={false}
              render={(a: { outcome: string }) => translate(`resources.codes.outcomes.${a.outcome}`)}
            />
            <TextField source="ip" sortable={false} emptyText="–" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  )
}
