import { Box, TextField as MuiTextField, Typography } from '@mui/material'
import { useState } from 'react'
import {
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
import { TextButton } from '../TextButton'

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
        <TextButton
          variant="contained"
          label="resources.contact-messages.actions.reply"
          disabled={sending}
          onClick={() => void post('reply', { reply })}
        />
        {message.status === 'new' && (
          <TextButton label="resources.contact-messages.actions.markAnswered" disabled={sending} onClick={() => void post('answered')} />
        )}
      </Box>
    </Box>
  )
}

type Reply = { sent_at: string; staff_email: string; body: string }

/** The answers as a thread, oldest first: who wrote, when, and what (readable on a phone, unlike a table). */
function Thread({ replies }: { replies: Reply[] }) {
  if (replies.length === 0) return <Typography variant="body2">–</Typography>
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {replies.map((reply) => (
        <Box
          component="li"
          key={`${reply.sent_at} ${reply.staff_email}`}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {reply.staff_email} · {new Date(reply.sent_at).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.body}
          </Typography>
        </Box>
      ))}
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
        <FunctionField source="replies" render={(message: { replies?: Reply[] }) => <Thread replies={message.replies ?? []} />} />
      </SimpleShowLayout>
      <AnswerPanel />
    </Show>
  )
}
