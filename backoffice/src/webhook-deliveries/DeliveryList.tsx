import { type Theme, useMediaQuery } from '@mui/material'
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '@portal/shared'
import { Datagrid, DateField, FunctionField, List, NumberField, SelectInput, SimpleList, TextField } from 'react-admin'
import { NoResults } from '../NoResults'
import { type Delivery, DeliveryStatus } from './status'

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={Object.entries(WEBHOOK_DELIVERY_STATUSES).map(([id, name]) => ({ id, name }))}
    alwaysOn
  />,
  <SelectInput key="event" source="event" choices={Object.entries(WEBHOOK_EVENTS).map(([id, name]) => ({ id, name }))} alwaysOn />,
]

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' }) : '–')

/** Every event sent (or still to send) to every receiver, newest first: what was answered, and when the next try is. */
export function DeliveryList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    // An empty log keeps its filters and says so plainly, not react-admin's grey invitation page (too faint to read).
    <List filters={filters} empty={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50} exporter={false}>
      {phone ? (
        <SimpleList<Delivery>
          empty={<NoResults />}
          primaryText={(delivery) => `${delivery.event_name} → ${delivery.webhook}`}
          secondaryText={(delivery) => (
            <>
              <DeliveryStatus delivery={delivery} /> {when(delivery.createdAt)}
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
          <DateField source="createdAt" locales="pl-PL" showTime />
          <TextField source="event_name" sortable={false} />
          <TextField source="webhook" sortable={false} />
          <FunctionField source="status" sortable={false} render={(delivery: Delivery) => <DeliveryStatus delivery={delivery} />} />
          <NumberField source="attempts" sortable={false} />
          <NumberField source="last_status" sortable={false} emptyText="–" />
          <DateField source="next_attempt_at" locales="pl-PL" showTime sortable={false} emptyText="–" />
          <DateField source="delivered_at" locales="pl-PL" showTime sortable={false} emptyText="–" />
        </Datagrid>
      )}
    </List>
  )
}
