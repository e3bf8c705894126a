import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { CSRF_HEADER, RANKING_COLUMNS, type RankingImportCheck, type RankingMove } from '@portal/shared'
import { API_URL, csrfToken } from '../httpClient'
import { ImportCheck } from '../ImportCheck'
import { TextButton } from '../TextButton'

type Outcome = { status: number; body: unknown }

/** XHR rather than fetch: its upload events drive the progress bar for large files. */
function send(file: File, query: URLSearchParams, onProgress: (percent: number) => void): Promise<Outcome> {
  return csrfToken().then(
    (token) =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest()
        request.open('POST', `${API_URL}/ranking-imports?${query}`)
        request.setRequestHeader(
          'Content-Type',
          file.name.toLowerCase().endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
        )
        request.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
        request.setRequestHeader(CSRF_HEADER, token)
        request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100))
        request.onload = () => resolve({ status: request.status, body: JSON.parse(request.responseText || 'null') })
        request.onerror = () => reject(new Error('ra.notification.http_error'))
        request.send(file)
      }),
  )
}

function Moves({ title, moves, count }: { title: string; moves: RankingMove[]; count: number }) {
  const translate = useTranslate()
  if (count === 0) return null
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {title} ({count})
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.ranking-publications.import.company')}</TableCell>
            <TableCell>{translate('resources.ranking-publications.import.list')}</TableCell>
            <TableCell>{translate('resources.ranking-publications.import.from')}</TableCell>
            <TableCell>{translate('resources.ranking-publications.import.to')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {moves.map((move, i) => (
            <TableRow key={i}>
              <TableCell>{move.company}</TableCell>
              <TableCell>{move.list}</TableCell>
              <TableCell>{move.from ?? '–'}</TableCell>
              <TableCell>{move.to ?? '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/** Upload → dry run with every row error → diff against the current publication → publish. */
export function RankingImport() {
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const [file, setFile] = useState<File | null>(null)
  const [dataDate, setDataDate] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [check, setCheck] = useState<RankingImportCheck | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})

  const run = async (dryRun: boolean) => {
    if (!file) return notify('resources.ranking-publications.import.noFile', { type: 'warning' })
    const query = new URLSearchParams({ data_date: dataDate, file_name: file.name })
    if (dryRun) query.set('dry_run', '1')
    setProgress(0)
    try {
      const outcome = await send(file, query, setProgress)
      const body = outcome.body as (RankingImportCheck & { message?: string; errors?: unknown }) | null
      if (outcome.status === 200 && dryRun) {
        setCheck(body)
        setFieldErrors({})
      } else if (outcome.status === 201) {
        notify('resources.ranking-publications.notifications.published', { type: 'success' })
        redirect('list', 'ranking-publications')
      } else {
        if (body?.errors && !Array.isArray(body.errors)) setFieldErrors(body.errors as Record<string, string[]>)
        notify(body?.message ?? 'ra.notification.http_error', { type: 'error' })
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setProgress(null)
    }
  }

  const clean = check && check.errors.length === 0
  return (
    <Box sx={{ p: 2, maxWidth: 1000 }}>
      <Title title="resources.ranking-publications.import.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('resources.ranking-publications.import.title')}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {translate('resources.ranking-publications.import.help', { columns: Object.values(RANKING_COLUMNS).join(', ') })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <TextField
          type="date"
          label={translate('resources.ranking-publications.fields.data_date')}
          value={dataDate}
          onChange={(event) => {
            setDataDate(event.target.value)
            setCheck(null)
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(fieldErrors.data_date)}
          helperText={fieldErrors.data_date?.[0] ?? ' '}
        />
        <label htmlFor="ranking-file">{translate('resources.ranking-publications.import.file')} </label>
        <input
          id="ranking-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setCheck(null)
          }}
        />
      </Box>
      {fieldErrors.file && <Alert severity="error">{fieldErrors.file[0]}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextButton
          variant="outlined"
          label="resources.ranking-publications.import.check"
          disabled={progress !== null}
          onClick={() => void run(true)}
        />
        {clean && (
          <TextButton
            variant="contained"
            label="resources.ranking-publications.import.publish"
            disabled={progress !== null}
            onClick={() => void run(false)}
          />
        )}
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant={progress < 100 ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-label={translate('resources.ranking-publications.import.progress')}
          />
          <Typography variant="caption">
            {progress < 100
              ? translate('resources.ranking-publications.import.uploading', { progress })
              : translate('resources.ranking-publications.import.processing')}
          </Typography>
        </Box>
      )}
      {check && (
        <ImportCheck check={check} resource="ranking-publications">
          {check.diff && (
            <>
              <Moves
                title={translate('resources.ranking-publications.import.entered')}
                moves={check.diff.entered}
                count={check.diff.counts.entered}
              />
              <Moves title={translate('resources.ranking-publications.import.up')} moves={check.diff.up} count={check.diff.counts.up} />
              <Moves
                title={translate('resources.ranking-publications.import.down')}
                moves={check.diff.down}
                count={check.diff.counts.down}
              />
              <Moves
                title={translate('resources.ranking-publications.import.left')}
                moves={check.diff.left}
                count={check.diff.counts.left}
              />
            </>
          )}
        </ImportCheck>
      )}
    </Box>
  )
}
