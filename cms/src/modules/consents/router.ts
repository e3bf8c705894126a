import { Router } from 'express'
import type { Payload } from 'payload'
import { acceptRegulationsRequest, marketingConsentRequest } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { requirePartner } from '../auth/session'
import { acceptRegulations, changeMarketingConsent, currentStatement, describeStatement } from './acceptance'

export function consentsRouter(payload: Payload): Router {
  const router = Router()
  const meta = (req: { ip?: string; get(name: string): string | undefined }) => ({ ip: req.ip, userAgent: req.get('user-agent') })

  router.post('/accept-regulations', requirePartner, async (req, res) => {
    const { statement } = parseBody(acceptRegulationsRequest, req.body)
    const saved = await acceptRegulations(payload, req.partner!, statement, meta(req))
    res.json({ success: true, item: describeStatement(saved) })
  })

  router.get('/user_statements', requirePartner, async (req, res) => {
    res.json({ success: true, item: await currentStatement(payload, req.partner!) })
  })

  router.post('/user_statements', requirePartner, async (req, res) => {
    const { statement } = parseBody(marketingConsentRequest, req.body)
    const saved = await changeMarketingConsent(payload, req.partner!, statement.accept_marketing_data_process, meta(req))
    res.json({ success: true, item: describeStatement(saved) })
  })

  return router
}
