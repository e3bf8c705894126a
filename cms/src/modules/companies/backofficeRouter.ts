import { Router } from 'express'
import { type BackofficeContext, listRoute, parseListQuery, sendList, staffReads, staffWrites } from '../backoffice/simpleRest'
import { COMPANY_SORTABLE, companyRow, findCompany, listCompanies, updateCompany } from './companies'

/** Companies for staff: list, details, SAP number, group and contest region; the provinces to filter by. */
export function companiesBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/companies', staffReads, listRoute(payload, 'companies', COMPANY_SORTABLE, 'name', listCompanies))

  router.get('/companies/:id', staffReads, async (req, res) => {
    res.json(companyRow(await findCompany(payload, req.staff!, String(req.params.id))))
  })

  router.put('/companies/:id', staffWrites, async (req, res) => {
    res.json(await updateCompany(payload, req.staff!, String(req.params.id), req.body))
  })

  /** Filter choices for companies and partners: the 16 provinces. */
  router.get('/provinces', staffReads, async (req, res) => {
    const query = parseListQuery(req.query, ['name'], 'name')
    const result = await payload.find({ collection: 'provinces', sort: query.sort, limit: query.limit, page: query.page, depth: 0 })
    const choices = result.docs.map((p) => ({ id: p.id, name: p.name }))
    sendList(res, 'provinces', query, choices, result.totalDocs)
  })

  return router
}
