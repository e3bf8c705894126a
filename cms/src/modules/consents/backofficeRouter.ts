import { Router } from 'express'
import { type BackofficeContext, listRoute, staffReads } from '../backoffice/simpleRest'
import { listStatements, STATEMENT_SORTABLE } from './statements'

/** A partner's consent statements (which regulations and privacy policy, when, from where). */
export function consentsBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()
  router.get('/statements', staffReads, listRoute(payload, 'statements', STATEMENT_SORTABLE, 'accepted_at', listStatements))
  return router
}
