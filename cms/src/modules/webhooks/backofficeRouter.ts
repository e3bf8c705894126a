import { Router } from 'express'
import { requireStaff } from '../auth/session'
import { type BackofficeContext, parseListQuery, sendList } from '../backoffice/simpleRest'
import { createWebhook, disableWebhook, findDelivery, findWebhook, listDeliveries, listWebhooks, resendDelivery } from './receivers'

/** Webhook receivers and their delivery log: an admin's alone (no role but admin passes `requireStaff()`). */
export function webhooksBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()
  const admins = requireStaff()

  router.get('/webhooks', admins, async (req, res) => {
    const query = parseListQuery(req.query as Record<string, unknown>, ['createdAt'], 'createdAt')
    const { rows, total } = await listWebhooks(payload, query)
    sendList(res, 'webhooks', query, rows, total)
  })
  router.get('/webhooks/:id', admins, async (req, res) => {
    res.json(await findWebhook(payload, String(req.params.id)))
  })
  router.post('/webhooks', admins, async (req, res) => {
    res.status(201).json(await createWebhook(payload, req.staff!, req.body))
  })
  router.post('/webhooks/:id/disable', admins, async (req, res) => {
    res.json(await disableWebhook(payload, req.staff!, String(req.params.id)))
  })

  router.get('/webhook-deliveries', admins, async (req, res) => {
    const query = parseListQuery(req.query as Record<string, unknown>, ['createdAt'], 'createdAt')
    const { rows, total } = await listDeliveries(payload, query)
    sendList(res, 'webhook-deliveries', query, rows, total)
  })
  router.get('/webhook-deliveries/:id', admins, async (req, res) => {
    res.json(await findDelivery(payload, String(req.params.id)))
  })
  router.post('/webhook-deliveries/:id/resend', admins, async (req, res) => {
    res.status(201).json(await resendDelivery(payload, req.staff!, String(req.params.id)))
  })

  return router
}
