import { Datagrid, DateField, FunctionField, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin'
import { ImportActions } from '../ImportActions'
import { DownloadButtons } from './DownloadButtons'
import { NoResults } from '../NoResults'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

export function CodeBatchList() {
  const translate = useTranslate()
  return (
    <List
      filters={filters}
      actions={<ImportActions />}
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
        <TextField source="name" />
        <FunctionField
          source="kind"
          sortable={false}
          render={(batch: { kind: string }) => translate(`resources.code-batches.kinds.${batch.kind}`)}
        />
        <FunctionField
          source="product"
          sortable={false}
          render={(batch: { product: string | null; training_name: string | null }) => batch.product ?? batch.training_name ?? '–'}
        />
        <NumberField source="points_per_code" sortable={false} locales="pl-PL" />
        <NumberField source="count" locales="pl-PL" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DownloadButtons />
      </Datagrid>
    </List>
  )
}
