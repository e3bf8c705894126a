import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'

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
        <Table size="small" aria-label={translate(text('errors'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('row'))}</TableCell>
              {withCode && <TableCell>{translate('resources.codes.fields.code')}</TableCell>}
              <TableCell>{translate(text('problem'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {check.errors.map((error) => (
              <TableRow key={error.row}>
                <TableCell>{error.row}</TableCell>
                {withCode && <TableCell>{error.code}</TableCell>}
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {children}
    </Box>
  )
}
