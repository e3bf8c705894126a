import fs from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import type { Payload } from 'payload'
import type { DocumentKind } from '@portal/shared'
import { DOCUMENT_PATHS, documentVersion } from './current'

/** Opens a regulations or privacy-policy version as a PDF in the browser (the spec's new-tab links). */
export function documentsRouter(payload: Payload): Router {
  const router = Router()
  const uploadDir = payload.collections.documents.config.upload.staticDir ?? ''
  for (const kind of Object.keys(DOCUMENT_PATHS) as DocumentKind[]) {
    const { path: route, param } = DOCUMENT_PATHS[kind]
    router.get(route, async (req, res) => {
      const requested = typeof req.query[param] === 'string' ? (req.query[param] as string) : undefined
      const doc = await documentVersion(payload, kind, requested)
      const file = doc?.filename ? path.join(uploadDir, path.basename(doc.filename)) : null
      if (!doc || !file || !fs.existsSync(file)) {
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
