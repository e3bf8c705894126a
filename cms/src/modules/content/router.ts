import { Router, type Response } from 'express'
import type { Payload } from 'payload'
import { downloadRoutes, newsQuery, productsQuery } from '@portal/shared'
import { parseBody } from '../../domain/errors'
import { sendReadModel } from '../../cache/respond'
import { requireAcceptedPartner } from '../consents/requireAcceptance'
import { allProducts, listFaq, listNews, listProducts, readNews, readPage, rulesPointsTable } from './content'
import { contentLanguage } from './language'
import { productsCsv, productsPdf } from './productsList'

/** Content may be revalidated on every visit: with the ETag Express sets, an unchanged answer costs a 304. */
const revalidate = (res: Response) => res.setHeader('Cache-Control', 'private, no-cache')

export function contentRouter(payload: Payload): Router {
  const router = Router()
  const requireAccepted = requireAcceptedPartner(payload)

  router.get('/news', async (req, res) => {
    revalidate(res)
    const { page, per_page } = parseBody(newsQuery, req.query)
    sendReadModel(req, res, await listNews(payload, contentLanguage(req), page, Math.min(per_page, 50)))
  })

  router.get('/news/:slug', async (req, res) => {
    revalidate(res)
    res.json({ item: await readNews(payload, req.partner, req.params.slug, contentLanguage(req)) })
  })

  router.get('/pages/:key', async (req, res) => {
    revalidate(res)
    res.json({ item: await readPage(payload, req.partner, req.params.key, contentLanguage(req)) })
  })

  router.get('/faq', async (req, res) => {
    revalidate(res)
    sendReadModel(req, res, await listFaq(payload, contentLanguage(req)))
  })

  router.get('/rules/points', async (req, res) => {
    revalidate(res)
    sendReadModel(req, res, await rulesPointsTable(payload, contentLanguage(req)))
  })

  router.get('/products', requireAccepted, async (req, res) => {
    revalidate(res)
    const { page, per_page } = parseBody(productsQuery, req.query)
    sendReadModel(req, res, await listProducts(payload, contentLanguage(req), page, per_page))
  })

  // The premium list's files are Polish documents (their headings and units are), whatever the portal's language.
  router.get(downloadRoutes.premiumProductsCsv, requireAccepted, async (req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', 'attachment; filename="produkty-premium.csv"')
    res.send(productsCsv(await allProducts(payload, req.partner, 'pl', 'premium')))
  })

  router.get(downloadRoutes.premiumProductsPdf, requireAccepted, async (req, res) => {
    const pdf = await productsPdf('Lista produktów premium', await allProducts(payload, req.partner, 'pl', 'premium'))
    res.setHeader('Content-Type', 'application/pdf')
    res.setHeader('Content-Disposition', 'attachment; filename="produkty-premium.pdf"')
    res.send(pdf)
  })

  return router
}
