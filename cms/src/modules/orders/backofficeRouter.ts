import { Router } from 'express'
import { recordExport } from '../audit/audit'
import { type BackofficeContext, listRoute, parseListQuery, staffReads, staffWrites } from '../backoffice/simpleRest'
import { acceptOrders, changeOrderStatus, findOrder, listOrders, ORDER_SORTABLE, orderRow, writeOrdersCsv } from './fulfilment'

/** Fulfilment: orders, the courier's CSV, accepting in bulk, status changes (a cancel or rejection refunds once). */
export function ordersBackofficeRouter({ payload }: BackofficeContext): Router {
  const router = Router()

  router.get('/orders', staffReads, listRoute(payload, 'orders', ORDER_SORTABLE, 'createdAt', listOrders))

  /** The fulfilment house's file for the orders matching the list's filter. */
  router.get('/orders.csv', staffReads, async (req, res) => {
    const query = parseListQuery(req.query, ORDER_SORTABLE, 'createdAt')
    await recordExport(payload, req.staff!, {
      file: 'zamowienia.csv',
      title: 'Zamówienia do realizacji (z adresami)',
      scope: Object.keys(query.filter).length ? `filtr ${JSON.stringify(query.filter)}` : 'wszystkie zamówienia',
      details: { filter: query.filter },
    })
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', 'attachment; filename="zamowienia.csv"')
    await writeOrdersCsv(res, payload, req.staff!, query.filter)
  })

  router.post('/orders/accept', staffWrites, async (req, res) => {
    res.json(await acceptOrders(payload, req.staff!, req.body))
  })

  router.get('/orders/:id', staffReads, async (req, res) => {
    res.json(orderRow(await findOrder(payload, req.staff!, String(req.params.id))))
  })

  router.post('/orders/:id/status', staffWrites, async (req, res) => {
    const order = await findOrder(payload, req.staff!, String(req.params.id))
    res.json(await changeOrderStatus(payload, req.staff!, order.id, req.body))
  })

  return router
}
