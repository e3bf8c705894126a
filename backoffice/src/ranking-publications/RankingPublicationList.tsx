import DownloadIcon from '@mui/icons-material/Download'
import UploadIcon from '@mui/icons-material/Upload'
import { Link } from 'react-router-dom'
import { BooleanField, Button, Datagrid, DateField, List, NumberField, TextField, TopToolbar, useRecordContext } from 'react-admin'
import { API_URL } from '../httpClient'
import { RestoreButton } from './RestoreButton'
import { useCanOperate } from '../permissions'

function FileLink() {
  const publication = useRecordContext<{ id: string; file_name: string | null }>()
  if (!publication?.file_name) return null
  return <Button component="a" href={`${API_URL}/ranking-publications/${publication.id}/file`} download label={publication.file_name}><DownloadIcon /></Button>
}

function ListActions() {
  const canOperate = useCanOperate()
  if (!canOperate) return <TopToolbar />
  return (
    <TopToolbar>
      <Button component={Link} to="/ranking-publications/import" label="resources.ranking-publications.actions.import"><UploadIcon /></Button>
    </TopToolbar>
  )
}

/** Every publication with its file, author and time; the current one is what partners see. */
export function RankingPublicationList() {
  return (
    <List actions={<ListActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
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
