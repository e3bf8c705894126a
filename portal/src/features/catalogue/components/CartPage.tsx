import { PointsFigure } from '../../../components/PointsFigure'
import { paths } from '@portal/shared'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { useAccount } from '../../../lib/account'
import { ApiError } from '../../../lib/api-client'
import { type FormState, useForm } from '../../../lib/form'
import { useTranslation } from '../../../lib/i18n'
import { notify } from '../../../lib/notifications/store'
import { type OrderBody, type OrderRow, useCart, useCartChange, useOrders, usePlaceOrder } from '../api/catalogue'
import { type Delivery, DeliveryFieldset, firstDelivery } from './DeliveryFieldset'
import { QuantityField } from './QuantityField'
import { ReorderDialog } from './ReorderDialog'
import { formatDate, formatOrderStatus, formatPoints } from '../../../lib/format'

const emptyAddress = { name: '', street: '', building: '', local: '', post_code: '', city: '' }

/** The cart with quantities and the points total, the delivery address choice, and the partner's orders. */
export function CartPage() {
  const { t } = useTranslation()
  const cart = useCart()
  const change = useCartChange()
  const orders = useOrders()
  const place = usePlaceOrder()
  const account = useAccount()
  const [chosen, setDelivery] = useState<Delivery | null>(null)
  // Until the partner picks one, the first choice with an address (known once the account has loaded).
  const delivery = chosen ?? firstDelivery(account.data)
  const form = useForm({ other_address: emptyAddress })
  const [orderKey, setOrderKey] = useState(() => crypto.randomUUID())
  const [reordering, setReordering] = useState<{ order: OrderRow; key: string } | null>(null)

  /** Orders an earlier order's prizes again, once confirmed with an address, leaving the cart as it is. */
  const reorder = (body: Omit<OrderBody, 'idempotency_key'>, reorderForm: Pick<FormState, 'takeFrom'>) =>
    place.mutate(
      { ...body, idempotency_key: reordering!.key },
      {
        onSuccess: (response) => {
          setReordering(null)
          notify('success', t('cart.orderTitle'), 'cart.placed')
          notify('generic', t('cart.orderTitle'), t('cart.number', { number: response.order.number }))
        },
        onError: (error) => {
          reorderForm.takeFrom(error)
          notify('error', t('cart.orderTitle'), error instanceof ApiError ? error.message : t('cart.orderError'))
        },
      },
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    place.mutate(
      { delivery, idempotency_key: orderKey, ...(delivery === 'other' ? { other_address: form.values.other_address } : {}) },
      {
        onSuccess: (response) => {
          notify('success', t('cart.orderTitle'), 'cart.placed')
          notify('generic', t('cart.orderTitle'), t('cart.number', { number: response.order.number }))
          setOrderKey(crypto.randomUUID())
          form.reset()
        },
        onError: (error) => {
          form.takeFrom(error)
          notify('error', t('cart.orderTitle'), error instanceof ApiError ? error.message : t('cart.orderError'))
        },
      },
    )
  }

  const items = cart.data?.items ?? []
  return (
    <div className="stack">
      <section className="card">
        <div className="card__header">
          <h1>{t('cart.title')}</h1>
          <Link className="button" to={paths.catalogue}>
            {t('cart.backToCatalogue')}
          </Link>
        </div>
        <PointsFigure />
        {items.length === 0 ? (
          <p>{t('cart.empty')}</p>
        ) : (
          <>
            <div className="table-wrap">
              <table className="table table--cards">
                <thead>
                  <tr>
                    <th scope="col">{t('cart.no')}</th>
                    <th scope="col">{t('cart.prize')}</th>
                    <th scope="col">{t('cart.quantity')}</th>
                    <th scope="col">{t('cart.points')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('cart.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.prize_id}>
                      <td data-label={t('cart.no')}>{item.number}</td>
                      <td data-label={t('cart.prize')}>{item.name}</td>
                      <td data-label={t('cart.quantity')}>
                        <QuantityField
                          name={item.name}
                          quantity={item.quantity}
                          onChange={(quantity) => change.mutate({ prizeId: item.prize_id, quantity, action: 'set' })}
                        />
                      </td>
                      <td data-label={t('cart.points')}>{formatPoints(item.line_points)}</td>
                      <td data-label="">
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('cart.removeLabel', { name: item.name })}
                          onClick={() =>
                            change.mutate(
                              { prizeId: item.prize_id, action: 'remove' },
                              { onSuccess: () => notify('success', t('cart.title'), 'cart.removed') },
                            )
                          }
                        >
                          {t('codes.removeShort')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="key-figure">
              <span>{t('cart.total')}</span>
              <strong>{formatPoints(cart.data?.total ?? 0)}</strong>
            </p>
            <form onSubmit={submit} className="form" noValidate>
              <DeliveryFieldset name="delivery" account={account.data} delivery={delivery} onDelivery={setDelivery} form={form} />
              <button type="submit" className="button button--primary" disabled={place.isPending}>
                {t('cart.place')}
              </button>
            </form>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="orders-title">
        <h2 id="orders-title">{t('cart.ordersTitle')}</h2>
        {orders.data?.length ? (
          <div className="table-wrap">
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('cart.orderNumber')}</th>
                  <th scope="col">{t('cart.prize')}</th>
                  <th scope="col">{t('cart.date')}</th>
                  <th scope="col">{t('cart.status')}</th>
                  <th scope="col">{t('cart.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.number}>
                    <td data-label={t('cart.orderNumber')}>{order.number}</td>
                    <td data-label={t('cart.prize')}>{order.prize}</td>
                    <td data-label={t('cart.date')}>{formatDate(order.date)}</td>
                    <td data-label={t('cart.status')}>
                      {formatOrderStatus(order.status)}
                      {order.tracking_number && (
                        <>
                          <br />
                          <small>{t('cart.tracking', { number: order.tracking_number })}</small>
                        </>
                      )}
                    </td>
                    <td data-label="">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => setReordering({ order, key: crypto.randomUUID() })}
                        disabled={place.isPending}
                        aria-label={t('cart.reorderLabel', { number: order.number })}
                      >
                        {t('cart.reorder')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('cart.noOrders')}</p>
        )}
      </section>
      {reordering && (
        <ReorderDialog
          order={reordering.order}
          account={account.data}
          pending={place.isPending}
          onConfirm={reorder}
          onClose={() => setReordering(null)}
        />
      )}
    </div>
  )
}
