import { Router } from 'express'
import type { Payload } from 'payload'
import { downloadRoutes, SESSION_COOKIE } from '@portal/shared'
import { requirePartner, setSessionCookie } from '../auth/session'
import { requireAcceptedPartner } from '../consents/requireAcceptance'
import { changeCredentials, readAccount, setPreferredLanguage, storeLocation, updateAccount } from './account'
import { exportPartnerData } from './export'

export function accountRouter(payload: Payload, secureCookies: boolean): Router {
  const router = Router()
  // Until the documents in force are accepted, a partner may still take their data with them (export), nothing else.
  const requireAccepted = requireAcceptedPartner(payload)

  router.get('/provinces', async (_req, res) => {
    const provinces = await payload.find({ collection: 'provinces', sort: 'name', pagination: false, depth: 0, overrideAccess: false })
    res.json({ items: provinces.docs.map((p) => ({ id: p.id, name: p.name })) })
  })

  router.get('/account', requireAccepted, async (req, res) => {
    res.json(await readAccount(payload, req.partner!))
  })

  router.post('/account', requireAccepted, async (req, res) => {
    await updateAccount(payload, req.partner!, req.body)
    res.json({ success: true, message: 'Dane zostały zapisane.' })
  })

  router.post('/users/location-store', requireAccepted, async (req, res) => {
    await storeLocation(payload, req.partner!, req.body)
    res.json({ success: true })
  })

  router.post('/user-credentials', requireAccepted, async (req, res) => {
    const { token, expiresInSeconds } = await changeCredentials(payload, req.partner!, req.body, {
      userAgent: req.get('user-agent') ?? null,
      ip: req.ip ?? null,
      remember: req.partner!.remembered,
    })
    setSessionCookie(res, SESSION_COOKIE, token, secureCookies, expiresInSeconds)
    res.json({ success: true, message: 'Zmiany zapisane' })
  })

  // Also before accepting the documents: the acceptance screen itself can be switched to the partner's language.
  router.post('/account/language', requirePartner, async (req, res) => {
    await setPreferredLanguage(payload, req.partner!, req.body)
    res.json({ success: true })
  })

  router.get(downloadRoutes.accountExport, requirePartner, async (req, res) => {
    const data = await exportPartnerData(payload, req.partner!)
    res.setHeader('Content-Disposition', `attachment; filename="moje-dane-${new Date().toISOString().slice(0, 10)}.json"`)
    res.json(data)
  })

  return router
}
