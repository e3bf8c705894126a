import UploadIcon from '@mui/icons-material/Upload'
import { Link } from 'react-router-dom'
import { Button, CreateButton, Datagrid, DateField, List, NumberField, TextField, TopToolbar } from 'react-admin'
import { useCanOperate } from '../permissions'

function ListActions() {
  const canOperate = useCanOperate()
  if (!canOperate) return <TopToolbar />
  return (
    <TopToolbar>
      <CreateButton />
      <Button component={Link} to="/ledger-adjustments/import" label="resources.ledger-adjustments.actions.import"><UploadIcon /></Button>
    </TopToolbar>
  )
}

export function AdjustmentList() {
  return (
    <List actions={<ListActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="partner_email" sortable={false} />
        <TextField source="partner" sortable={false} />
        <NumberField source="points" sortable={false} locales="pl-PL" />
        <TextField source="reason" sortable={false} />
      </Datagrid>
    </List>
  )
}
