import BlockIcon from '@mui/icons-material/Block'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import { Box, TextField as MuiTextField } from '@mui/material'
import { useState } from 'react'
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { useCanOperate } from '../permissions'

/** Blocks a login with a reason (required) or lifts the block; the partner's open sessions end at once. */
export function BlockButton() {
  const partner = useRecordContext<{ id: string; blocked: boolean }>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const canOperate = useCanOperate()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!partner || !canOperate) return null
  const act = async () => {
    try {
      await httpClient(`${API_URL}/partners/${partner.id}/${partner.blocked ? 'unblock' : 'block'}`, {
        method: 'POST',
        body: JSON.stringify(partner.blocked ? {} : { reason }),
      })
      notify(partner.blocked ? 'resources.partners.notifications.unblocked' : 'resources.partners.notifications.blocked', {
        type: 'success',
      })
      setReason('')
      setError(null)
      refresh()
    } catch (failure) {
      const message =
        (failure as { body?: { errors?: Record<string, string> } }).body?.errors?.reason ??
        (failure instanceof Error ? failure.message : null)
      setError(message)
      notify(message ?? 'ra.notification.http_error', { type: 'error' })
    }
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {!partner.blocked && (
        <MuiTextField
          size="small"
          fullWidth={false}
          sx={{ width: 320, maxWidth: '100%' }}
          label={translate('resources.partners.fields.blocked_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
      <Button
        variant={partner.blocked ? 'contained' : 'outlined'}
        color={partner.blocked ? 'primary' : 'error'}
        label={partner.blocked ? 'resources.partners.actions.unblock' : 'resources.partners.actions.block'}
        onClick={() => void act()}
      >
        {partner.blocked ? <LockOpenIcon /> : <BlockIcon />}
      </Button>
    </Box>
  )
}
