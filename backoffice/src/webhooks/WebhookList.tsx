import { type Theme, useMediaQuery } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { NoResults } from '../NoResults'

type Receiver = {
  id: string
  name: string
  url: string
  event_names: string[]
  disabled_at: string | null
  pending: number
  failed: number
}

/** The systems told of the programme's events, the working ones first; a secret is never shown again after creation. */
export function WebhookList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const translate = useTranslate()
  return (
    <List
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {phone ? (
        <SimpleList<Receiver>
          empty={<NoResults />}
          primaryText={(receiver) => receiver.name}
          secondaryText={(receiver) => (
            <>
              <span style={{ overflowWrap: 'anywhere' }}>{receiver.url}</span>
              <br />
              {receiver.disabled_at
                ? translate('resources.webhooks.disabled')
                : translate('resources.webhooks.queue', { pending: receiver.pending, failed: receiver.failed })}
            </>
          )}
          linkType="show"
        />
      ) : (
        <Datagrid bulkActionButtons={false} empty={<NoResults />} rowClick="show">
          <TextField source="name" sortable={false} />
          <TextField source="url" sortable={false} />
          <FunctionField source="event_names" sortable={false} render={(receiver: Receiver) => receiver.event_names.join(', ')} />
          <NumberField source="pending" sortable={false} />
          <NumberField source="failed" sortable={false} />
          <DateField source="last_delivered_at" locales="pl-PL" showTime sortable={false} emptyText="–" />
          <DateField source="disabled_at" locales="pl-PL" showTime sortable={false} emptyText="–" />
        </Datagrid>
      )}
    </List>
  )
}
