import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { AppError, parseBody } from '../../domain/errors'
import { recordExport } from '../audit/audit'
import { requireStaff } from '../auth/session'
import { reconcile, reconciliationLines } from '../ledger/reconciliation'
import { EXPORTS, type Period } from './sources'
import { writeCsv, writePdf } from './writers'

const DAY = 86_400_000
const periodQuery = z.object({
  from: z.iso.date('Podaj datę początku okresu w formacie RRRR-MM-DD.').optional(),
  to: z.iso.date('Podaj datę końca okresu w formacie RRRR-MM-DD.').optional(),
})

/** Dates in the query are whole days, the end day included. */
function periodOf(query: unknown): Period {
  const { from, to } = parseBody(periodQuery, query)
  return {
    from: from ? new Date(`${from}T00:00:00.000Z`) : null,
    to: to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY) : null,
  }
}

const periodText = (period: Period) =>
  `okres ${period.from ? period.from.toISOString().slice(0, 10) : 'od początku'} – ${period.to ? new Date(period.to.getTime() - DAY).toISOString().slice(0, 10) : 'do dziś'}`
const describePeriod = (period: Period) =>
  `Okres: ${periodText(period).slice('okres '.length)} · wygenerowano ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** Auditors' exports (CSV and PDF, streamed) and the reconciliation report; admins have them too. */
export function exportsRouter(payload: Payload): Router {
  const router = Router()
  const auditors = requireStaff('auditor')

  router.get('/exports/:file', auditors, async (req, res) => {
    const [, name, format] = /^([a-z-]+)\.(csv|pdf)$/.exec(String(req.params.file)) ?? []
    // Own keys only: `constructor.csv` must not find Object's constructor.
    const definition = name && Object.hasOwn(EXPORTS, name) ? EXPORTS[name] : undefined
    if (!definition || !format) throw new AppError(404, 'Nie ma takiego eksportu.')
    const period = periodOf(req.query)
    await recordExport(payload, req.staff!, { file: `${name}.${format}`, title: definition.title, scope: periodText(period) })
    res.setHeader('Content-Disposition', `attachment; filename="${name}.${format}"`)
    const rows = definition.rows(payload, req.staff!, period)
    if (format === 'csv') {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8')
      await writeCsv(
        res,
        definition.columns.map((column) => column.header),
        rows,
      )
    } else {
      res.setHeader('Content-Type', 'application/pdf')
      await writePdf(res, definition.title, describePeriod(period), definition.columns, rows)
    }
  })

  router.get('/reconciliation', auditors, async (req, res) => {
    const report = await reconcile(payload, req.staff!, periodOf(req.query))
    res.json({ ...report, lines: reconciliationLines(report).map(([label, value]) => ({ label, value })) })
  })

  router.get('/reconciliation.pdf', auditors, async (req, res) => {
    const period = periodOf(req.query)
    const report = await reconcile(payload, req.staff!, period)
    await recordExport(payload, req.staff!, { file: 'uzgodnienie-punktow.pdf', title: 'Uzgodnienie punktów', scope: periodText(period) })
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', 'attachment; filename="uzgodnienie-punktow.pdf"')
    async function* lines() {
      for (const [label, value] of reconciliationLines(report)) yield [label, value]
    }
    await writePdf(
      res,
      'Uzgodnienie punktów',
      describePeriod(period),
      [
        { header: 'Pozycja', width: 50 },
        { header: 'Wartość', width: 50 },
      ],
      lines(),
    )
  })

  return router
}
