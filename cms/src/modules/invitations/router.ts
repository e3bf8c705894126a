import { Router } from 'express'
import type { Payload } from 'payload'
import { completeInvitation, readInvitation } from './redeem'

/** A distributor's user opens the invitation link and creates the account. */
export function invitationsRouter(payload: Payload): Router {
  const router = Router()

  router.get('/invitations/:key', async (req, res) => {
    const invitation = await readInvitation(payload, req.params.key)
    res.json({ success: true, message: 'Zaproszenie jest aktywne.', invitation })
  })

  router.post('/invitations/complete-invitation', async (req, res) => {
    await completeInvitation(payload, req.body, { ip: req.ip, userAgent: req.get('user-agent') })
    res.status(201).json({ success: true, message: 'Konto zostało utworzone. Możesz się zalogować.' })
  })

  return router
}
