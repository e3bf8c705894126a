import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useState } from 'react'
import { Button, HttpError, Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'

type Check = { rows: number; valid: number; errors: Array<{ row: number; message: string }>; applied: number }

/** Corrections from a CSV (`E-mail;Punkty;Powód`): check first, then apply all rows at once. */
export function AdjustmentImport() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<Check | null>(null)

  const send = async (dryRun: boolean) => {
    if (!file) return notify('resources.ledger-adjustments.import.noFile', { type: 'warning' })
    try {
      const { json } = await httpClient(`${API_URL}/ledger-adjustments/import${dryRun ? '?dry_run=1' : ''}`, { method: 'POST', body: await file.text(), headers: new Headers({ Accept: 'application/json', 'Content-Type': 'text/csv' }) })
      if (dryRun) return setCheck(json as Check)
      notify('resources.ledger-adjustments.import.done', { type: 'success', messageArgs: { count: (json as Check).applied } })
      redirect('list', 'ledger-adjustments')
    } catch (error) {
      notify(error instanceof HttpError || error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }

  const clean = check && check.errors.length === 0
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title="resources.ledger-adjustments.import.title" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('resources.ledger-adjustments.import.title')}</Typography>
      <Typography variant="body2" gutterBottom>{translate('resources.ledger-adjustments.import.help')}</Typography>
      <Box sx={{ my: 2 }}>
        <label htmlFor="adjustments-file">{translate('resources.ledger-adjustments.import.file')} </label>
        <input id="adjustments-file" type="file" accept=".csv,text/csv" onChange={(event) => { setFile(event.target.files?.[0] ?? null); setCheck(null) }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" label="resources.ledger-adjustments.import.check" onClick={() => void send(true)} />
        {clean && <Button variant="contained" label="resources.ledger-adjustments.import.apply" onClick={() => void send(false)} />}
      </Box>
      {check && (
        <Box sx={{ mt: 3 }}>
          <Alert severity={clean ? 'success' : 'error'}>{translate(clean ? 'resources.ledger-adjustments.import.clean' : 'resources.ledger-adjustments.import.hasErrors', { rows: check.rows, valid: check.valid, errors: check.errors.length })}</Alert>
          {!clean && (
            <Table size="small" aria-label={translate('resources.ledger-adjustments.import.errors')}>
              <TableHead><TableRow><TableCell>{translate('resources.ledger-adjustments.import.row')}</TableCell><TableCell>{translate('resources.ledger-adjustments.import.problem')}</TableCell></TableRow></TableHead>
              <TableBody>{check.errors.map((error) => <TableRow key={error.row}><TableCell>{error.row}</TableCell><TableCell>{error.message}</TableCell></TableRow>)}</TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  )
}
