import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material'
import { type ReactNode, useState } from 'react'
import { useTranslate } from 'react-admin'

const PAGE = 50

/** The errors as a CSV for the person fixing the file (`;`, UTF-8 with a BOM so Excel reads Polish letters). */
function errorsCsv(errors: ImportCheckResult['errors'], headers: string[], withCode: boolean): Blob {
  const cell = (value: string | number | undefined) => {
    const text = String(value ?? '')
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  const lines = [headers, ...errors.map((e) => (withCode ? [e.row, e.code, e.message] : [e.row, e.message]))].map((line) =>
    line.map(cell).join(';'),
  )
  return new Blob(['\uFEFF' + lines.join('\r\n') + '\r\n'], { type: 'text/csv;charset=utf-8' })
}

/** What every import's check (`?dry_run=1`) answers: rows read, rows clean, and each bad row's problem. */
export type ImportCheckResult = { rows: number; valid: number; errors: Array<{ row: number; message: string; code?: string }> }

type Props = {
  check: ImportCheckResult
  /** The resource whose `import.*` texts (clean, hasErrors, errors, row, problem) label the result. */
  resource: string
  /** The code column of a codes import. */
  withCode?: boolean
  /** More of the result below the errors (a ranking's diff). */
  children?: ReactNode
}

/** An import's check: a summary that says whether the file can go in, and a table of the rows that cannot. */
export function ImportCheck({ check, resource, withCode = false, children }: Props) {
  const translate = useTranslate()
  const text = (key: string) => `resources.${resource}.import.${key}`
  const clean = check.errors.length === 0
  // A 30,000-row file can have thousands of bad rows: the table shows them a page at a time, the CSV has them all.
  const [page, setPage] = useState(0)
  const headers = [translate(text('row')), ...(withCode ? [translate('resources.codes.fields.code')] : []), translate(text('problem'))]
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(errorsCsv(check.errors, headers, withCode))
    link.download = 'bledy-importu.csv'
    link.click()
    URL.revokeObjectURL(link.href)
  }
  return (
    <Box sx={{ mt: 3 }}>
      <Alert severity={clean ? 'success' : 'error'}>
        {translate(clean ? text('clean') : text('hasErrors'), {
          rows: check.rows,
          valid: check.valid,
          errors: check.errors.length,
          smart_count: clean ? check.valid : check.rows,
        })}
      </Alert>
      {!clean && (
        <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={download}>
          {translate('app.import.downloadErrors')}
        </Button>
      )}
      {!clean && (
        <Table size="small" aria-label={translate(text('errors'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('row'))}</TableCell>
              {withCode && <TableCell>{translate('resources.codes.fields.code')}</TableCell>}
              <TableCell>{translate(text('problem'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {check.errors.slice(page * PAGE, (page + 1) * PAGE).map((error) => (
              <TableRow key={error.row}>
                <TableCell>{error.row}</TableCell>
                {withCode && <TableCell>{error.code}</TableCell>}
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {check.errors.length > PAGE && (
        <TablePagination
          component="div"
          count={check.errors.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} z ${count}`}
        />
      )}
      {children}
    </Box>
  )
}
