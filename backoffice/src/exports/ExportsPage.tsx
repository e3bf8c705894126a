import { Alert, Box, Card, CardContent, Link, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { Title, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'
import { TextButton } from '../TextButton'

const EXPORTS = ['ledger', 'orders', 'consents', 'rankings', 'audit-log'] as const

type Report = { agrees: boolean; lines: Array<{ label: string; value: string }> }

/** Auditors' exports for a period (CSV and PDF, streamed by the server) and the points reconciliation. */
export function ExportsPage() {
  const translate = useTranslate()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [report, setReport] = useState<Report | null>(null)
  const [error, setError] = useState<string | null>(null)
  const period = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString()
  const href = (file: string) => `${API_URL}/${file}${period ? `?${period}` : ''}`

  const reconcile = async () => {
    setError(null)
    try {
      setReport((await httpClient(href('reconciliation'))).json as Report)
    } catch (failure) {
      setReport(null)
      setError(failure instanceof Error ? failure.message : translate('ra.notification.http_error'))
    }
  }

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title="exports.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('exports.title')}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {translate('exports.help')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label={translate('exports.from')}
          value={from}
          onChange={(event) => {
            setFrom(event.target.value)
            setReport(null)
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
          sx={{ width: 200 }}
        />
        <TextField
          type="date"
          label={translate('exports.to')}
          value={to}
          onChange={(event) => {
            setTo(event.target.value)
            setReport(null)
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
          sx={{ width: 200 }}
        />
      </Box>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('exports.files')}
          </Typography>
          <Table size="small">
            <TableBody>
              {EXPORTS.map((name) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    {translate(`exports.names.${name}`)}
                  </TableCell>
                  <TableCell>
                    <Link href={href(`exports/${name}.csv`)} download aria-label={`${translate(`exports.names.${name}`)}: CSV`}>
                      CSV
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Link href={href(`exports/${name}.pdf`)} download aria-label={`${translate(`exports.names.${name}`)}: PDF`}>
                      PDF
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('exports.reconciliation')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextButton variant="contained" label="exports.showReconciliation" onClick={() => void reconcile()} />
            <Link href={href('reconciliation.pdf')} download>
              {translate('exports.reconciliationPdf')}
            </Link>
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          {report && (
            <>
              <Alert severity={report.agrees ? 'success' : 'error'} sx={{ mb: 1 }}>
                {report.lines.at(-1)?.value}
              </Alert>
              <Table size="small" aria-label={translate('exports.reconciliation')}>
                <TableBody>
                  {report.lines.slice(0, -1).map((line) => (
                    <TableRow key={line.label}>
                      <TableCell component="th" scope="row">
                        {line.label}
                      </TableCell>
                      <TableCell align="right">{line.value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
