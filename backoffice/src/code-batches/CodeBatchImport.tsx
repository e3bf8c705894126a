import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useState } from 'react'
import { Form, HttpError, SaveButton, Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { BatchFields } from './BatchFields'

type RowError = { row: number; code: string; message: string }
type DryRun = { rows: number; valid: number; errors: RowError[] }
type BatchDescription = Record<string, string | number | undefined>

function upload(description: BatchDescription, file: File, dryRun: boolean) {
  const query = new URLSearchParams(
    Object.entries(description)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
  if (dryRun) query.set('dry_run', '1')
  return httpClient(`${API_URL}/code-batches/import?${query}`, {
    method: 'POST',
    body: file,
    headers: new Headers({ Accept: 'application/json', 'Content-Type': 'text/csv' }),
  })
}

/**
 * Codes printed elsewhere: choose the CSV, check it (every bad row listed, nothing written), then
 * import it as one batch. Importing is offered only for a file whose check found no errors.
 */
export function CodeBatchImport() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<DryRun | null>(null)

  const submit = async (values: BatchDescription) => {
    if (!file) {
      notify('resources.code-batches.import.noFile', { type: 'warning' })
      return
    }
    try {
      if (!check || check.errors.length) {
        const { json } = await upload(values, file, true)
        setCheck(json as DryRun)
        return
      }
      const { json } = await upload(values, file, false)
      notify('resources.code-batches.import.done', { type: 'success', messageArgs: { count: (json as { count: number }).count } })
      redirect('show', 'code-batches', (json as { id: string }).id)
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) return error.body.errors as Record<string, string>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }

  const ready = check && check.errors.length === 0
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title="resources.code-batches.import.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('resources.code-batches.import.title')}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {translate('resources.code-batches.import.help')}
      </Typography>
      {/* A custom route has no resource of its own; the form takes its labels from code-batches. */}
      <Form onSubmit={submit} resource="code-batches">
        <BatchFields />
        <Box sx={{ my: 2 }}>
          <label htmlFor="codes-file">{translate('resources.code-batches.import.file')} </label>
          <input
            id="codes-file"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setCheck(null)
            }}
          />
        </Box>
        <SaveButton label={ready ? 'resources.code-batches.import.import' : 'resources.code-batches.import.check'} alwaysEnable />
      </Form>
      {check && (
        <Box sx={{ mt: 3 }}>
          <Alert severity={check.errors.length ? 'error' : 'success'}>
            {translate(check.errors.length ? 'resources.code-batches.import.hasErrors' : 'resources.code-batches.import.clean', {
              rows: check.rows,
              valid: check.valid,
              errors: check.errors.length,
            })}
          </Alert>
          {check.errors.length > 0 && (
            <Table size="small" aria-label={translate('resources.code-batches.import.errors')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.code-batches.import.row')}</TableCell>
                  <TableCell>{translate('resources.codes.fields.code')}</TableCell>
                  <TableCell>{translate('resources.code-batches.import.problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {check.errors.map((error) => (
                  <TableRow key={error.row}>
                    <TableCell>{error.row}</TableCell>
                    <TableCell>{error.code}</TableCell>
                    <TableCell>{error.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Box>
  )
}
