import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useState } from 'react'
import { Button, Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'

type Check = { rows: number; valid: number; errors: Array<{ row: number; message: string }>; created: number }

/** Many invitations from a CSV: check first (every bad row listed), then create and send them all. */
export function InvitationImport() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<Check | null>(null)

  const send = async (dryRun: boolean) => {
    if (!file) return notify('resources.invitations.import.noFile', { type: 'warning' })
    try {
      const { json } = await httpClient(`${API_URL}/invitations/import${dryRun ? '?dry_run=1' : ''}`, { method: 'POST', body: await file.text(), headers: new Headers({ Accept: 'application/json', 'Content-Type': 'text/csv' }) })
      if (dryRun) return setCheck(json as Check)
      notify('resources.invitations.import.done', { type: 'success', messageArgs: { count: (json as Check).created } })
      redirect('list', 'invitations')
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }

  const clean = check && check.errors.length === 0
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title="resources.invitations.import.title" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('resources.invitations.import.title')}</Typography>
      <Typography variant="body2" gutterBottom>{translate('resources.invitations.import.help')}</Typography>
      <Box sx={{ my: 2 }}>
        <label htmlFor="invitations-file">{translate('resources.invitations.import.file')} </label>
        <input id="invitations-file" type="file" accept=".csv,text/csv" onChange={(event) => { setFile(event.target.files?.[0] ?? null); setCheck(null) }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" label="resources.invitations.import.check" onClick={() => void send(true)} />
        {clean && <Button variant="contained" label="resources.invitations.import.send" onClick={() => void send(false)} />}
      </Box>
      {check && (
        <Box sx={{ mt: 3 }}>
          <Alert severity={clean ? 'success' : 'error'}>{translate(clean ? 'resources.invitations.import.clean' : 'resources.invitations.import.hasErrors', { rows: check.rows, valid: check.valid, errors: check.errors.length })}</Alert>
          {!clean && (
            <Table size="small" aria-label={translate('resources.invitations.import.errors')}>
              <TableHead><TableRow><TableCell>{translate('resources.invitations.import.row')}</TableCell><TableCell>{translate('resources.invitations.import.problem')}</TableCell></TableRow></TableHead>
              <TableBody>{check.errors.map((error) => <TableRow key={error.row}><TableCell>{error.row}</TableCell><TableCell>{error.message}</TableCell></TableRow>)}</TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  )
}
