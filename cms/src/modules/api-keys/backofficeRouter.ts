import { Router } from 'express'
import { requireStaff } from '../auth/session'
import { type BackofficeContext, parseListQuery, sendList } from '../backoffice/simpleRest'
import { createApiKey, findApiKey, listApiKeys, revokeApiKey } from './keys'

/** The machine clients' API keys: an admin's alone (no role but admin passes `requireStaff()`). */
export function apiKeysBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()
  const admins = requireStaff()

  router.get('/api-keys', admins, async (req, res) => {
    const query = parseListQuery(req.query as Record<string, unknown>, ['createdAt'], 'createdAt')
    const { rows, total } = await listApiKeys(payload, query)
    sendList(res, 'api-keys', query, rows, total)
  })

  router.get('/api-keys/:id', admins, async (req, res) => {
    res.json(await findApiKey(payload, String(req.params.id)))
  })

  router.post('/api-keys', admins, async (req, res) => {
    res.status(201).json(await createApiKey(payload, req.staff!, req.body))
  })

  router.post('/api-keys/:id/revoke', admins, async (req, res) => {
    res.json(await revokeApiKey(payload, req.staff!, String(req.params.id)))
  })

  return router
}
