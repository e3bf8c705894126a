import { Router } from 'express'
import type { Payload } from 'payload'
import { requireProgramme } from '../programme/requireProgramme'
import { putInCart, readCart, removeFromCart } from './cart'
import { listOrders, placeOrder } from './place'

/** The partner's cart and orders (the points programme). */
export function ordersRouter(payload: Payload): Router {
  const router = Router()
  router.use(['/cart', '/orders'], requireProgramme(payload, 'points'))

  router.get('/cart', async (req, res) => {
    res.json(await readCart(payload, req.partner!))
  })

  router.post('/cart', async (req, res) => {
    res.json({ success: true, message: 'Nagroda dodana do koszyka.', cart: await putInCart(payload, req.partner!, req.body, 'add') })
  })

  router.put('/cart/:prizeId', async (req, res) => {
    res.json({
      success: true,
      message: 'Koszyk zaktualizowany.',
      cart: await putInCart(payload, req.partner!, { ...req.body, prize_id: req.params.prizeId }, 'set'),
    })
  })

  router.delete('/cart/:prizeId', async (req, res) => {
    res.json({
      success: true,
      message: 'Nagroda usunięta z koszyka.',
      cart: await removeFromCart(payload, req.partner!, req.params.prizeId),
    })
  })

  router.get('/orders', async (req, res) => {
    res.json({ items: await listOrders(payload, req.partner!) })
  })

  router.post('/orders', async (req, res) => {
    const order = await placeOrder(payload, req.partner!, req.body)
    res.status(201).json({
      success: true,
      message: 'Zamówienie zostało złożone.',
      order: { number: order.number, status: order.status, total_points: order.total_points, date: order.createdAt },
    })
  })

  return router
}
