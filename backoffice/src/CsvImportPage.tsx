import { Box, Typography } from '@mui/material'
import { useState } from 'react'
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { API_URL, httpClient } from './httpClient'
import { ImportCheck, type ImportCheckResult } from './ImportCheck'
import { TextButton } from './TextButton'

type Props = {
  /** The API resource: the file goes to `/<resource>/import`, texts come from `resources.<resource>.import`, the list follows. */
  resource: string
  /** The text key of the button that applies a clean file (under `resources.<resource>.import`). */
  applyLabel: string
  /** How many rows the applying call wrote, from its answer. */
  countOf: (answer: Record<string, unknown>) => unknown
}

/** A CSV import done in two steps: a dry run listing every bad row, then one all-or-nothing apply. */
export function CsvImportPage({ resource, applyLabel, countOf }: Props) {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [file, setFile] = useState<File | null>(null)
  const [check, setCheck] = useState<ImportCheckResult | null>(null)
  const text = (key: string) => `resources.${resource}.import.${key}`

  const send = async (dryRun: boolean) => {
    if (!file) return notify(text('noFile'), { type: 'warning' })
    try {
      const { json } = await httpClient(`${API_URL}/${resource}/import${dryRun ? '?dry_run=1' : ''}`, {
        method: 'POST',
        body: await file.text(),
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'text/csv' }),
      })
      if (dryRun) return setCheck(json as ImportCheckResult)
      notify(text('done'), { type: 'success', messageArgs: { count: countOf(json as Record<string, unknown>) } })
      redirect('list', resource)
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    }
  }

  const clean = check && check.errors.length === 0
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title={text('title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(text('title'))}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {translate(text('help'))}
      </Typography>
      <Box sx={{ my: 2 }}>
        <label htmlFor={`${resource}-file`}>{translate(text('file'))} </label>
        <input
          id={`${resource}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setCheck(null)
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextButton variant="outlined" label={text('check')} onClick={() => void send(true)} />
        {clean && <TextButton variant="contained" label={text(applyLabel)} onClick={() => void send(false)} />}
      </Box>
      {check && <ImportCheck check={check} resource={resource} />}
    </Box>
  )
}
