import { Box, TextField as MuiTextField } from '@mui/material'
import { useState } from 'react'
import {
  ArrayField,
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { isRefunding, nextStatuses } from '@portal/shared'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'
import { TextButton } from '../TextButton'

/** The next steps of this order; shipping asks for the tracking number, rejecting and cancelling for the reason. */
function StatusActions() {
  const order = useRecordContext<{ id: string; status: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const canOperate = useCanOperate()
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  if (!order || !canOperate) return null
  const next = nextStatuses(order.status)
  if (next.length === 0) return null
  const change = async (status: string) => {
    try {
      await httpClient(`${API_URL}/orders/${order.id}/status`, {
        method: 'POST',
        body: JSON.stringify({
          status,
          tracking_number: status === 'Shipped' ? note : undefined,
          reason: isRefunding(status) ? note : undefined,
        }),
      })
      notify('resources.orders.notifications.changed', {
        type: 'success',
        messageArgs: { status: translate(`resources.orders.statuses.${status}`) },
      })
      setNote('')
      setErrors({})
      refresh()
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}
      setErrors(fieldErrors)
      notify(Object.values(fieldErrors)[0] ?? (error instanceof Error ? error.message : 'ra.notification.http_error'), { type: 'error' })
    }
  }
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <MuiTextField
        size="small"
        label={translate('resources.orders.fields.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(errors.tracking_number ?? errors.reason)}
        helperText={errors.tracking_number ?? errors.reason ?? translate('resources.orders.noteHelp')}
      />
      {next.map((status) => (
        <TextButton
          key={status}
          variant={isRefunding(status) ? 'outlined' : 'contained'}
          label={`resources.orders.actions.to${status}`}
          onClick={() => void change(status)}
        />
      ))}
    </Box>
  )
}

export function OrderShow() {
  const translate = useTranslate()
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <TextField source="number" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <FunctionField source="status" render={(order: { status: string }) => translate(`resources.orders.statuses.${order.status}`)} />
        <TextField source="partner" />
        <TextField source="partner_email" />
        <TextField source="prizes" />
        <NumberField source="total_points" locales="pl-PL" />
        <TextField source="address" />
        <TextField source="tracking_number" emptyText="–" />
        <TextField source="status_reason" emptyText="–" />
        <ArrayField source="history">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField
              source="status"
              sortable={false}
              render={(entry: { status: string }) => translate(`resources.orders.statuses.${entry.status}`)}
            />
            <DateField source="at" sortable={false} locales="pl-PL" showTime />
            <TextField source="by" sortable={false} />
            <TextField source="note" label="resources.orders.fields.historyNote" sortable={false} emptyText="–" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
      <StatusActions />
    </Show>
  )
}
