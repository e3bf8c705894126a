import { Box, Typography } from '@mui/material'
import { useState } from 'react'
import { Form, HttpError, SaveButton, Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { ImportCheck, type ImportCheckResult } from '../ImportCheck'
import { BatchFields } from './BatchFields'

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
  const [check, setCheck] = useState<ImportCheckResult | null>(null)

  const submit = async (values: BatchDescription) => {
    if (!file) {
      notify('resources.code-batches.import.noFile', { type: 'warning' })
      return
    }
    try {
      if (!check || check.errors.length) {
        const { json } = await upload(values, file, true)
        setCheck(json as ImportCheckResult)
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
      {check && <ImportCheck check={check} resource="code-batches" withCode />}
    </Box>
  )
}
