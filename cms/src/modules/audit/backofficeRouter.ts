import { Router } from 'express'
import { type BackofficeContext, listRoute, staffReads } from '../backoffice/simpleRest'
import { AUDIT_SORTABLE, findAuditEntry, listAuditLog } from './log'

/** The audit log, read-only for everyone. */
export function auditBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/audit-log', staffReads, listRoute(payload, 'audit-log', AUDIT_SORTABLE, 'createdAt', listAuditLog))

  router.get('/audit-log/:id', staffReads, async (req, res) => {
    res.json(await findAuditEntry(payload, req.staff!, String(req.params.id)))
  })

  return router
}
