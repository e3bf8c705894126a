import ReplayIcon from '@mui/icons-material/Replay'
import { Box } from '@mui/material'
import {
  DateField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin'
import { ConfirmedAction } from '../ConfirmedAction'
import { type Delivery, DeliveryStatus } from './status'

/** Sends the event again as a new delivery (the same event id, so the receiver can tell a repeat). */
function ResendButton() {
  const delivery = useRecordContext<Delivery>()
  if (!delivery) return null
  return (
    <ConfirmedAction
      label="resources.webhook-deliveries.actions.resend"
      path={`webhook-deliveries/${delivery.id}/resend`}
      title="resources.webhook-deliveries.resend.title"
      content="resources.webhook-deliveries.resend.content"
      name={delivery.event_name}
      done="resources.webhook-deliveries.notifications.resent"
      icon={<ReplayIcon />}
      color="primary"
    />
  )
}

/** The body as sent, indented to read. */
function Body() {
  const delivery = useRecordContext<Delivery & { body: string }>()
  if (!delivery) return null
  return (
    <Labeled source="body">
      <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', maxWidth: '100%', fontSize: 13 }}>
        {JSON.stringify(JSON.parse(delivery.body), null, 2)}
      </Box>
    </Labeled>
  )
}

export function DeliveryShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ResendButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout sx={{ minWidth: 0 }}>
        <TextField source="event_name" />
        <TextField source="webhook" />
        <TextField source="url" sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField source="status" render={(delivery: Delivery) => <DeliveryStatus delivery={delivery} />} />
        <FunctionField
          source="attempts"
          render={(delivery: Delivery & { max_attempts: number }) => `${delivery.attempts} z ${delivery.max_attempts}`}
        />
        <NumberField source="last_status" emptyText="–" />
        <TextField source="last_error" emptyText="–" sx={{ overflowWrap: 'anywhere' }} />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DateField source="next_attempt_at" locales="pl-PL" showTime emptyText="–" />
        <DateField source="delivered_at" locales="pl-PL" showTime emptyText="–" />
        <TextField source="event_id" />
        <TextField source="resent_by" emptyText="–" />
        <Body />
      </SimpleShowLayout>
    </Show>
  )
}
