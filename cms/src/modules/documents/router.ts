import fs from 'node:fs'
import path from 'node:path'
import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'
import type { DocumentKind } from '@portal/shared'
import type { Document } from '../../payload-types'
import { currentDocument, DOCUMENT_PATHS, documentVersion } from './current'

function pdfFile(payload: Payload, doc: Document | null): string | null {
  const uploadDir = payload.collections.documents.config.upload.staticDir ?? ''
  const file = doc?.filename ? path.join(uploadDir, path.basename(doc.filename)) : null
  return file && fs.existsSync(file) ? file : null
}

/**
 * /regulations: the current regulations as a download for a logged-in partner; guests go to /.
 * `attachPartner` must have run, as for the portal API.
 */
export function regulationsDownload(payload: Payload): RequestHandler {
  return async (req, res) => {
    if (!req.partner) return res.redirect(302, '/')
    const doc = await currentDocument(payload, 'regulations')
    const file = pdfFile(payload, doc)
    if (!doc || !file) return res.status(404).type('text/plain; charset=utf-8').send('Regulamin nie jest jeszcze dostępny.')
    res.setHeader('Content-Disposition', `attachment; filename="regulamin-${doc.version}.pdf"`)
    res.type('application/pdf')
    fs.createReadStream(file).pipe(res)
  }
}

/** Opens a regulations or privacy-policy version as a PDF in the browser (the spec's new-tab links). */
export function documentsRouter(payload: Payload): Router {
  const router = Router()
  for (const kind of Object.keys(DOCUMENT_PATHS) as DocumentKind[]) {
    const { path: route, param } = DOCUMENT_PATHS[kind]
    router.get(route, async (req, res) => {
      const requested = typeof req.query[param] === 'string' ? (req.query[param] as string) : undefined
      const doc = await documentVersion(payload, kind, requested)
      const file = pdfFile(payload, doc)
      if (!doc || !file) {
        res.status(404).type('text/plain; charset=utf-8').send('Nie znaleziono dokumentu w tej wersji.')
        return
      }
      res.setHeader('Content-Type', 'application/pdf')
      res.setHeader('Content-Disposition', `inline; filename="${kind}-${doc.version}.pdf"`)
      res.setHeader('Cache-Control', 'no-cache')
      fs.createReadStream(file).pipe(res)
    })
  }
  return router
}
