import { Box, TextField as MuiTextField, Typography } from '@mui/material'
import { useState } from 'react'
import {
  ArrayField,
  Button,
  Datagrid,
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'

type Message = { id: string; status: string; email: string }

/** Reply by e-mail (the message becomes answered), or just mark it answered when it was settled by phone. */
function AnswerPanel() {
  const message = useRecordContext<Message>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const canOperate = useCanOperate()
  const [reply, setReply] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  if (!message || !canOperate) return null

  const post = async (path: 'reply' | 'answered', body?: object) => {
    setSending(true)
    try {
      await httpClient(`${API_URL}/contact-messages/${message.id}/${path}`, { method: 'POST', body: JSON.stringify(body ?? {}) })
      notify(path === 'reply' ? 'resources.contact-messages.notifications.replied' : 'resources.contact-messages.notifications.answered', {
        type: 'success',
      })
      setReply('')
      setError(null)
      refresh()
    } catch (caught) {
      const fieldError = (caught as { body?: { errors?: { reply?: string } } }).body?.errors?.reply
      setError(fieldError ?? null)
      notify(caught instanceof Error ? caught.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setSending(false)
    }
  }

  return (
    <Box sx={{ p: 2, maxWidth: 800 }}>
      <MuiTextField
        label={translate('resources.contact-messages.fields.reply', { email: message.email })}
        multiline
        minRows={5}
        fullWidth
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          variant="contained"
          label="resources.contact-messages.actions.reply"
          disabled={sending}
          onClick={() => void post('reply', { reply })}
        />
        {message.status === 'new' && (
          <Button label="resources.contact-messages.actions.markAnswered" disabled={sending} onClick={() => void post('answered')} />
        )}
      </Box>
    </Box>
  )
}

export function ContactMessageShow() {
  const translate = useTranslate()
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="subject" />
        <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="email" />
        <TextField source="phone" emptyText="–" />
        <TextField source="partner" emptyText="–" />
        <TextField source="department_email" emptyText="–" />
        <FunctionField
          source="status"
          render={(message: { status: string }) => translate(`resources.contact-messages.statuses.${message.status}`)}
        />
        <TextField source="answered_by" emptyText="–" />
        <DateField source="answered_at" locales="pl-PL" showTime emptyText="–" />
        <ArrayField source="replies">
          <Datagrid bulkActionButtons={false} empty={<Typography variant="body2">–</Typography>} sx={{ '& td': { verticalAlign: 'top' } }}>
            <DateField source="sent_at" locales="pl-PL" showTime />
            <TextField source="staff_email" />
            <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
      <AnswerPanel />
    </Show>
  )
}
