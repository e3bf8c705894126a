import { Router } from 'express'
import type { Payload } from 'payload'
import { apiKeysBackofficeRouter } from '../api-keys/backofficeRouter'
import { auditBackofficeRouter } from '../audit/backofficeRouter'
import { staffAuthBackofficeRouter } from '../auth/backofficeRouter'
import { codesBackofficeRouter } from '../codes/backofficeRouter'
import { companiesBackofficeRouter } from '../companies/backofficeRouter'
import { consentsBackofficeRouter } from '../consents/backofficeRouter'
import { contactBackofficeRouter } from '../contact/backofficeRouter'
import { dashboardBackofficeRouter } from '../dashboard/backofficeRouter'
import { invitationsBackofficeRouter } from '../invitations/backofficeRouter'
import { ledgerBackofficeRouter } from '../ledger/backofficeRouter'
import { ordersBackofficeRouter } from '../orders/backofficeRouter'
import { partnersBackofficeRouter } from '../partners/backofficeRouter'
import { rankingBackofficeRouter } from '../ranking/backofficeRouter'
import { taxBackofficeRouter } from '../tax/backofficeRouter'
import { webhooksBackofficeRouter } from '../webhooks/backofficeRouter'
import { fraudBackofficeRouter } from '../fraud/backofficeRouter'
import type { BackofficeContext } from './simpleRest'

/**
 * The react-admin API (ra-data-simple-rest dialect): it only mounts the business areas' back-office routers, each
 * of which enforces its roles on every route.
 */
export function backofficeRouter(payload: Payload, secureCookies: boolean, publicUrl: string): Router {
  const router = Router()
  const context: BackofficeContext = { payload, publicUrl, secureCookies }
  for (const area of [
    staffAuthBackofficeRouter,
    dashboardBackofficeRouter,
    partnersBackofficeRouter,
    companiesBackofficeRouter,
    ledgerBackofficeRouter,
    consentsBackofficeRouter,
    auditBackofficeRouter,
    codesBackofficeRouter,
    contactBackofficeRouter,
    rankingBackofficeRouter,
    ordersBackofficeRouter,
    invitationsBackofficeRouter,
    taxBackofficeRouter,
    apiKeysBackofficeRouter,
    webhooksBackofficeRouter,
    fraudBackofficeRouter,
  ])
    router.use(area(context))
  return router
}
