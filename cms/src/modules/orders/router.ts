import { Router } from 'express'
import type { Payload } from 'payload'
import { requireProgramme } from '../programme/requireProgramme'
import { contentLanguage } from '../content/language'
import { putInCart, readCart, removeFromCart } from './cart'
import { listOrders, placeOrder } from './place'

/** The partner's cart and orders (the points programme). */
export function ordersRouter(payload: Payload): Router {
  const router = Router()
  router.use(['/cart', '/orders'], requireProgramme(payload, 'points'))

  router.get('/cart', async (req, res) => {
    res.json(await readCart(payload, req.partner!, contentLanguage(req)))
  })

  router.post('/cart', async (req, res) => {
    await putInCart(payload, req.partner!, req.body, 'add')
    res.json({ success: true, message: 'Nagroda dodana do koszyka.', cart: await readCart(payload, req.partner!, contentLanguage(req)) })
  })

  router.put('/cart/:prizeId', async (req, res) => {
    await putInCart(payload, req.partner!, { ...req.body, prize_id: req.params.prizeId }, 'set')
    res.json({ success: true, message: 'Koszyk zaktualizowany.', cart: await readCart(payload, req.partner!, contentLanguage(req)) })
  })

  router.delete('/cart/:prizeId', async (req, res) => {
    await removeFromCart(payload, req.partner!, req.params.prizeId)
    res.json({ success: true, message: 'Nagroda usunięta z koszyka.', cart: await readCart(payload, req.partner!, contentLanguage(req)) })
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
