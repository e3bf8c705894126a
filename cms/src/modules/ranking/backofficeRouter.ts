import path from 'node:path'
import { Router } from 'express'
import { rankingImportQuery } from '@portal/shared'
import { RANKING_FILES_DIR } from '../../collections/RankingFiles'
import { AppError, parseBody, validationError } from '../../domain/errors'
import { recordExport } from '../audit/audit'
import { type BackofficeContext, isDryRun, listRoute, staffReads, staffWrites } from '../backoffice/simpleRest'
import { findPublication, listPublications, PUBLICATION_SORTABLE, publicationRow } from './publicationList'
import { dryRunRankingImport, publishRanking, rankingFile, restoreRanking } from './publications'

/** The contest's results: a file checked (dry run) and published, earlier publications kept and restorable. */
export function rankingBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  /** A results file as the body: a dry run (row errors, diff) or, for a clean file, the publication. */
  router.post('/ranking-imports', staffWrites, rankingFile, async (req, res) => {
    const input = parseBody(rankingImportQuery, req.query)
    const file = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    if (file.length === 0) throw validationError({ file: ['Wybierz plik CSV lub XLSX z wynikami.'] })
    if (isDryRun(input)) {
      res.json(await dryRunRankingImport(payload, file))
      return
    }
    const publication = await publishRanking(payload, file, input.file_name, input.data_date, req.staff!)
    res.status(201).json({ id: publication.id, rows_count: publication.rows_count })
  })

  router.get(
    '/ranking-publications',
    staffReads,
    listRoute(payload, 'ranking-publications', PUBLICATION_SORTABLE, 'createdAt', listPublications),
  )

  router.get('/ranking-publications/:id', staffReads, async (req, res) => {
    res.json(publicationRow(await findPublication(payload, req.staff!, String(req.params.id))))
  })

  router.get('/ranking-publications/:id/file', staffReads, async (req, res) => {
    const publication = await findPublication(payload, req.staff!, String(req.params.id))
    const file = typeof publication.file === 'object' ? publication.file : null
    if (!file?.filename) throw new AppError(404, 'Nie znaleziono pliku publikacji.')
    await recordExport(payload, req.staff!, {
      file: file.filename,
      title: 'Plik wyników rankingu',
      scope: `stan na ${publication.data_date.slice(0, 10)}`,
    })
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
    res.sendFile(path.join(RANKING_FILES_DIR, file.filename))
  })

  router.post('/ranking-publications/:id/restore', staffWrites, async (req, res) => {
    await restoreRanking(payload, String(req.params.id), req.staff!)
    res.json(publicationRow(await findPublication(payload, req.staff!, String(req.params.id))))
  })

  return router
}
