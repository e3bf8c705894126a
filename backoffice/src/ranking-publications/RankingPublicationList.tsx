import DownloadIcon from '@mui/icons-material/Download'
import { BooleanField, Button, Datagrid, DateField, List, NumberField, TextField, useRecordContext } from 'react-admin'
import { ImportActions } from '../ImportActions'
import { API_URL } from '../httpClient'
import { RestoreButton } from './RestoreButton'
import { NoResults } from '../NoResults'

function FileLink() {
  const publication = useRecordContext<{ id: string; file_name: string | null }>()
  if (!publication?.file_name) return null
  return (
    <Button component="a" href={`${API_URL}/ranking-publications/${publication.id}/file`} download label={publication.file_name}>
      <DownloadIcon />
    </Button>
  )
}

/** Every publication with its file, author and time; the current one is what partners see. */
export function RankingPublicationList() {
  return (
    <List
      actions={<ImportActions create={false} />}
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick={false}>
        <DateField source="data_date" locales="pl-PL" />
        <NumberField source="rows_count" locales="pl-PL" sortable={false} />
        <TextField source="published_by" sortable={false} emptyText="–" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <BooleanField source="current" sortable={false} />
        <FileLink />
        <RestoreButton />
      </Datagrid>
    </List>
  )
}
