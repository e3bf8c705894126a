import { Datagrid, DateField, List, NumberField, TextField } from 'react-admin'
import { ImportActions } from '../ImportActions'
import { NoResults } from '../NoResults'

export function AdjustmentList() {
  return (
    <List actions={<ImportActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick={false}>
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="partner_email" sortable={false} />
        <TextField source="partner" sortable={false} />
        <NumberField source="points" sortable={false} locales="pl-PL" />
        <TextField source="reason" sortable={false} />
      </Datagrid>
    </List>
  )
}
