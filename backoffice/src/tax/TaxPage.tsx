import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { useEffect, useState } from 'react'
import { Title, useTranslate } from 'react-admin'
import { API_URL, httpClient } from '../httpClient'

type Line = {
  kind: 'prize' | 'correction'
  order_number: string
  order_date: string
  full_name: string
  partner_email: string
  declaration: 'A' | 'B' | 'C' | null
  treatment_name: string
  value_grosze: number
  cash_prize_grosze: number
  tax_grosze: number
  unvalued_lines: number
}
type MonthlyReport = {
  month: string
  due_date: string
  tax_to_pay_grosze: number
  totals: { value_grosze: number; cash_prize_grosze: number; tax_grosze: number; prizes: number; corrections: number }
  lines: Line[]
}

const zloty = (grosze: number) =>
  `${(grosze / 100).toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })} zł`
const polishDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.')
const currentMonth = () => new Date().toISOString().slice(0, 7)
/** This month and the 35 before it, newest first ("2026-11"). */
const MONTHS = Array.from({ length: 36 }, (_, back) => {
  const date = new Date()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - back)
  return date.toISOString().slice(0, 7)
})
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The prize tax (PIT): a month's prizes and the tax to pay by the 20th, and the year per recipient, as files. */
export function TaxPage() {
  const translate = useTranslate()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [month, setMonth] = useState(currentMonth)
  const [year, setYear] = useState(() => currentMonth().slice(0, 4))
  const [report, setReport] = useState<MonthlyReport | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!/^\d{4}-\d{2}$/.test(month)) return
    let current = true
    setError(null)
    httpClient(`${API_URL}/tax/monthly?month=${month}`)
      .then(({ json }) => current && setReport(json as MonthlyReport))
      .catch((failure: unknown) => {
        if (!current) return
        setReport(null)
        setError(failure instanceof Error ? failure.message : translate('ra.notification.http_error'))
      })
    return () => {
      current = false
    }
  }, [month, translate])

  const kind = (line: Line) => translate(`tax.kinds.${line.kind}`)
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title="tax.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('tax.title')}
      </Typography>
      <Typography variant="body2" gutterBottom>
        {translate('tax.help')}
      </Typography>

      <Card variant="outlined" sx={{ my: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('tax.monthly')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            {/* A list of months named in Polish: the browser's own month field speaks the browser's language. */}
            <TextField
              select
              label={translate('tax.month')}
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              size="small"
              sx={{ width: 200 }}
            >
              {MONTHS.map((option) => (
                <option key={option} value={option}>
                  {monthName(option)}
                </option>
              ))}
            </TextField>
            <Link href={`${API_URL}/tax/monthly.csv?month=${month}`} download aria-label={`${translate('tax.monthly')}: CSV`}>
              CSV
            </Link>
            <Link href={`${API_URL}/tax/monthly.pdf?month=${month}`} download aria-label={`${translate('tax.monthly')}: PDF`}>
              PDF
            </Link>
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          {report && (
            <>
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('tax.toPay', { due: polishDate(report.due_date), amount: zloty(report.tax_to_pay_grosze) })}
                <br />
                {translate('tax.totals', {
                  prizes: report.totals.prizes,
                  corrections: report.totals.corrections,
                  value: zloty(report.totals.value_grosze),
                  cash: zloty(report.totals.cash_prize_grosze),
                })}
              </Alert>
              {report.lines.length === 0 && <Typography variant="body2">{translate('tax.empty')}</Typography>}
              {report.lines.length > 0 &&
                (phone ? (
                  <List dense>
                    {report.lines.map((line) => (
                      <ListItem key={`${line.kind} ${line.order_number}`} divider sx={{ display: 'block' }}>
                        <Typography variant="body2">
                          <strong>{line.order_number}</strong> · {kind(line)} · {polishDate(line.order_date)}
                        </Typography>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {line.full_name} ({line.partner_email}) · {line.declaration ?? translate('tax.noDeclaration')}
                        </Typography>
                        <Typography variant="body2">
                          {translate('tax.phoneLine', {
                            treatment: line.treatment_name,
                            value: zloty(line.value_grosze),
                            tax: zloty(line.tax_grosze),
                          })}
                        </Typography>
                      </ListItem>
                    ))}
                  </List>
                ) : (
                  <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={translate('tax.monthly')}>
                      <TableHead>
                        <TableRow>
                          {(['order', 'date', 'kind', 'partner', 'declaration', 'treatment', 'value', 'cash', 'tax'] as const).map(
                            (column) => (
                              <TableCell key={column} align={['value', 'cash', 'tax'].includes(column) ? 'right' : 'left'}>
                                {translate(`tax.columns.${column}`)}
                              </TableCell>
                            ),
                          )}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {report.lines.map((line) => (
                          <TableRow key={`${line.kind} ${line.order_number}`}>
                            <TableCell>{line.order_number}</TableCell>
                            <TableCell>{polishDate(line.order_date)}</TableCell>
                            <TableCell>{kind(line)}</TableCell>
                            <TableCell>
                              {line.full_name}
                              <br />
                              {line.partner_email}
                            </TableCell>
                            <TableCell>{line.declaration ?? translate('tax.noDeclaration')}</TableCell>
                            <TableCell>
                              {line.treatment_name}
                              {line.unvalued_lines > 0 && (
                                <Typography variant="caption" color="error" component="p">
                                  {translate('tax.unvalued', { smart_count: line.unvalued_lines })}
                                </Typography>
                              )}
                            </TableCell>
                            <TableCell align="right">{zloty(line.value_grosze)}</TableCell>
                            <TableCell align="right">{zloty(line.cash_prize_grosze)}</TableCell>
                            <TableCell align="right">{zloty(line.tax_grosze)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </Box>
                ))}
            </>
          )}
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('tax.yearly')}
          </Typography>
          <Typography variant="body2" gutterBottom>
            {translate('tax.yearlyHelp')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              type="number"
              label={translate('tax.year')}
              value={year}
              onChange={(event) => setYear(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 2000, max: 2100 } }}
              size="small"
              sx={{ width: 120 }}
            />
            <Link href={`${API_URL}/tax/yearly.csv?year=${year}`} download aria-label={`${translate('tax.yearly')}: CSV`}>
              CSV
            </Link>
            <Link href={`${API_URL}/tax/yearly.pdf?year=${year}`} download aria-label={`${translate('tax.yearly')}: PDF`}>
              PDF
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
