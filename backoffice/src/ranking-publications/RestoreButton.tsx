import RestoreIcon from '@mui/icons-material/Restore'
import { useState } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'

/** Makes an earlier publication what partners see again, in one step (after a confirmation). */
export function RestoreButton() {
  const publication = useRecordContext<{ id: string; current: boolean }>()
  const canOperate = useCanOperate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  if (!publication || publication.current || !canOperate) return null
  const restore = async () => {
    setOpen(false)
    try {
      await httpClient(`${API_URL}/ranking-publications/${publication.id}/restore`, { method: 'POST', body: '{}' })
      notify('resources.ranking-publications.notifications.restored', { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <>
      <Button
        label="resources.ranking-publications.actions.restore"
        onClick={(event) => {
          event.stopPropagation()
          setOpen(true)
        }}
      >
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="resources.ranking-publications.actions.restore"
        content="resources.ranking-publications.confirmRestore"
        onConfirm={() => void restore()}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
