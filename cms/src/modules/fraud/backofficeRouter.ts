import { Router } from 'express'
import { z } from 'zod'
import { parseBody } from '../../domain/errors'
import { requireStaff } from '../auth/session'
import { type BackofficeContext, parseListQuery, sendList } from '../backoffice/simpleRest'
import { decideCase, findCase, listCases } from './cases'

const decisionRequest = z.object({ note: z.string().trim().max(500, 'Uwaga może mieć najwyżej 500 znaków.').optional() })

/** "Podejrzane aktywności": programme staff and admins read and decide; auditors read. */
export function fraudBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()
  const readers = requireStaff('programme', 'auditor')
  const deciders = requireStaff('programme')

  router.get('/fraud-cases', readers, async (req, res) => {
    const query = parseListQuery(req.query as Record<string, unknown>, ['last_seen_at'], 'last_seen_at')
    const { rows, total } = await listCases(payload, query)
    sendList(res, 'fraud-cases', query, rows, total)
  })
  router.get('/fraud-cases/:id', readers, async (req, res) => {
    res.json(await findCase(payload, String(req.params.id)))
  })
  for (const decision of ['release', 'cancel', 'dismiss'] as const)
    router.post(`/fraud-cases/:id/${decision}`, deciders, async (req, res) => {
      const { note } = parseBody(decisionRequest, req.body ?? {})
      res.json(await decideCase(payload, req.staff!, String(req.params.id), decision, note ?? null))
    })
  return router
}
