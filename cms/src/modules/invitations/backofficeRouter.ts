import { Router } from 'express'
import { type BackofficeContext, bodyText, csvBody, isDryRun, listRoute, staffReads, staffWrites } from '../backoffice/simpleRest'
import { createInvitation } from './create'
import { importInvitations, INVITATION_SORTABLE, listInvitations, resendInvitation, revokeInvitation } from './manage'

/** Invitations for staff: one by one or from a CSV file, resent, revoked. */
export function invitationsBackofficeRouter({ payload, publicUrl }: BackofficeContext): Router {
  const router = Router()

  router.get('/invitations', staffReads, listRoute(payload, 'invitations', INVITATION_SORTABLE, 'createdAt', listInvitations))

  router.post('/invitations/import', staffWrites, csvBody, async (req, res) => {
    const dryRun = isDryRun(req.query)
    const result = await importInvitations(payload, req.staff!, bodyText(req.body), dryRun, publicUrl)
    res.status(dryRun ? 200 : 201).json(result)
  })

  router.post('/invitations/:id/resend', staffWrites, async (req, res) => {
    res.json(await resendInvitation(payload, req.staff!, String(req.params.id), publicUrl))
  })

  router.post('/invitations/:id/revoke', staffWrites, async (req, res) => {
    res.json(await revokeInvitation(payload, req.staff!, String(req.params.id)))
  })

  router.post('/invitations', staffWrites, async (req, res) => {
    const invitation = await createInvitation(payload, req.staff!, req.body, publicUrl)
    res.status(201).json({
      id: invitation.id,
      email: invitation.email,
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      expires_at: invitation.expires_at,
    })
  })

  return router
}
