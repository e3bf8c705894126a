import BlockIcon from '@mui/icons-material/Block'
import { type ReactElement, useState } from 'react'
import { Button, Confirm, useNotify, useRefresh } from 'react-admin'
import { API_URL, httpClient } from './httpClient'

type Props = {
  /** The button's and the confirmation's verb (a translation key). */
  label: string
  /** What the server is asked to do, under the back-office API (`code-batches/<id>/revoke`). */
  path: string
  title: string
  content: string
  /** The record's name, for the confirmation's title. */
  name: string
  /** The success message's key; the server's answer fills its placeholders. */
  done: string
  /** A revocation by default; an action that undoes nothing (a resend) brings its own icon, not in red. */
  icon?: ReactElement
  color?: 'error' | 'primary'
}

/** An action that cannot be undone (revoking a batch or a key, sending an event again), asked once more before it is sent. */
export function ConfirmedAction({ label, path, title, content, name, done, icon = <BlockIcon />, color = 'error' }: Props) {
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const act = async () => {
    setAsking(false)
    try {
      const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: '{}' })
      notify(done, { type: 'success', messageArgs: json as Record<string, unknown> })
      refresh()
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <>
      <Button color={color} label={label} onClick={() => setAsking(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={asking}
        title={title}
        content={content}
        translateOptions={{ name }}
        confirm={label}
        onConfirm={() => void act()}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
