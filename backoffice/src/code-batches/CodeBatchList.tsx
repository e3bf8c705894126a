import UploadIcon from '@mui/icons-material/Upload'
import { Link } from 'react-router-dom'
import { Button, CreateButton, Datagrid, DateField, FunctionField, List, NumberField, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin'
import { DownloadButtons } from './DownloadButtons'
import { useCanOperate } from '../permissions'

const filters = [<SearchInput key="q" source="q" alwaysOn />]

function ListActions() {
  const canOperate = useCanOperate()
  const canCreate = canOperate
  if (!canCreate) return <TopToolbar />
  return (
    <TopToolbar>
      <CreateButton />
      <Button component={Link} to="/code-batches/import" label="resources.code-batches.actions.import"><UploadIcon /></Button>
    </TopToolbar>
  )
}

export function CodeBatchList() {
  const translate = useTranslate()
  return (
    <List filters={filters} actions={<ListActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="name" />
        <FunctionField source="kind" sortable={false} render={(batch: { kind: string }) => translate(`resources.code-batches.kinds.${batch.kind}`)} />
        <FunctionField source="product" sortable={false} render={(batch: { product: string | null; training_name: string | null }) => batch.product ?? batch.training_name ?? '–'} />
        <NumberField source="points_per_code" sortable={false} locales="pl-PL" />
        <NumberField source="count" locales="pl-PL" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DownloadButtons />
      </Datagrid>
    </List>
  )
}
