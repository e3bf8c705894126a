import { Router } from 'express'
import { type BackofficeContext, listRoute, staffReads, staffWrites } from '../backoffice/simpleRest'
import { findMessage, listMessages, markAnswered, MESSAGE_SORTABLE, messageRow, replyToMessage } from './messages'

/** Partners' messages to support: read, reply by e-mail, mark answered. */
export function contactBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/contact-messages', staffReads, listRoute(payload, 'contact-messages', MESSAGE_SORTABLE, 'createdAt', listMessages))

  router.get('/contact-messages/:id', staffReads, async (req, res) => {
    res.json(messageRow(await findMessage(payload, req.staff!, String(req.params.id))))
  })

  router.post('/contact-messages/:id/reply', staffWrites, async (req, res) => {
    res.json(await replyToMessage(payload, req.staff!, String(req.params.id), req.body))
  })

  router.post('/contact-messages/:id/answered', staffWrites, async (req, res) => {
    const message = await findMessage(payload, req.staff!, String(req.params.id))
    res.json(await markAnswered(payload, req.staff!, message.id))
  })

  return router
}
