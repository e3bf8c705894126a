import {
  DateField,
  FunctionField,
  Link,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { ConfirmedAction } from '../ConfirmedAction'

type Receiver = { id: string; name: string; event_names: string[]; disabled_at: string | null }

/** Stops new deliveries to the receiver (what is already in the outbox is still sent). */
function DisableButton() {
  const receiver = useRecordContext<Receiver>()
  if (!receiver || receiver.disabled_at) return null
  return (
    <ConfirmedAction
      label="resources.webhooks.actions.disable"
      path={`webhooks/${receiver.id}/disable`}
      title="resources.webhooks.disable.title"
      content="resources.webhooks.disable.content"
      name={receiver.name}
      done="resources.webhooks.notifications.disabled"
    />
  )
}

function DeliveriesLink() {
  const receiver = useRecordContext<Receiver>()
  const translate = useTranslate()
  if (!receiver) return null
  return (
    <Link to={`/webhook-deliveries?filter=${encodeURIComponent(JSON.stringify({ webhook_id: receiver.id }))}`}>
      {translate('resources.webhooks.deliveries')}
    </Link>
  )
}

export function WebhookShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <DisableButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="url" sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField source="event_names" render={(receiver: Receiver) => receiver.event_names.join(', ')} />
        <NumberField source="pending" />
        <NumberField source="failed" />
        <DateField source="last_delivered_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="created_by" emptyText="–" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DateField source="disabled_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="disabled_by" emptyText="–" />
        <DeliveriesLink />
      </SimpleShowLayout>
    </Show>
  )
}
