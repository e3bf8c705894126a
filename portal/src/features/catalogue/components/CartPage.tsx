import { PointsFigure } from '../../../components/PointsFigure'
import { formatPoints, ORDER_STATUS_LABELS, type OrderStatus, paths } from '@portal/shared'
import { type FormEvent, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { AddressFields } from '../../../components/AddressFields'
import { Field } from '../../../components/Field'
import { ApiError } from '../../../lib/api-client'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { type OrderBody, useCart, useCartChange, useOrders, usePlaceOrder } from '../api/catalogue'

/** An order's status as the partner reads it: "Oczekuje", never the code "Pending". */
const orderStatusLabel = (status: string) => {
  const label = ORDER_STATUS_LABELS[status as OrderStatus] ?? status
  return label.charAt(0).toUpperCase() + label.slice(1)
}

const emptyAddress = { name: '', street: '', building: '', local: '', post_code: '', city: '' }

/** The cart with quantities and the points total, the delivery address choice, and the partner's orders. */
export function CartPage() {
  const { t } = useTranslation()
  const cart = useCart()
  const change = useCartChange()
  const orders = useOrders()
  const place = usePlaceOrder()
  const [delivery, setDelivery] = useState<OrderBody['delivery']>('correspondence')
  const form = useForm({ other_address: emptyAddress })
  const [orderKey, setOrderKey] = useState(() => crypto.randomUUID())

  /** Orders an earlier order's prizes again, to the correspondence address, leaving the cart as it is. */
  const reorder = (number: string) =>
    place.mutate(
      { delivery: 'correspondence', idempotency_key: crypto.randomUUID(), reorder: number },
      {
        onSuccess: (response) => {
          notify('success', t('cart.orderTitle'), 'cart.placed')
          notify('generic', t('cart.orderTitle'), t('cart.number', { number: response.order.number }))
        },
        onError: (error) => notify('error', t('cart.orderTitle'), error instanceof ApiError ? error.message : t('cart.orderError')),
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
              <table className="table">
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
                      <td>{item.number}</td>
                      <td>{item.name}</td>
                      <td>
                        <input
                          className="quantity"
                          type="number"
                          min={1}
                          max={20}
                          value={item.quantity}
                          aria-label={t('cart.quantityOf', { name: item.name })}
                          onChange={(e) =>
                            Number(e.target.value) >= 1 &&
                            change.mutate({ prizeId: item.prize_id, quantity: Number(e.target.value), action: 'set' })
                          }
                        />
                      </td>
                      <td>{formatPoints(item.line_points)}</td>
                      <td>
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
              <fieldset>
                <legend>{t('cart.delivery')}</legend>
                {(['correspondence', 'residence', 'other'] as const).map((choice) => (
                  <label key={choice} className="radio">
                    <input type="radio" name="delivery" value={choice} checked={delivery === choice} onChange={() => setDelivery(choice)} />
                    {t(`cart.deliveryChoice.${choice}`)}
                  </label>
                ))}
                {form.errorFor('delivery') && <p className="field-error">{form.errorFor('delivery')}</p>}
                {delivery === 'other' && (
                  <>
                    <Field form={form} name="other_address.name" label={t('cart.recipient')} autoComplete="name" />
                    <AddressFields form={form} prefix="other_address" />
                  </>
                )}
              </fieldset>
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
            <table className="table">
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
                    <td>{order.number}</td>
                    <td>{order.prize}</td>
                    <td>{new Date(order.date).toLocaleDateString('pl-PL')}</td>
                    <td>
                      {orderStatusLabel(order.status)}
                      {order.tracking_number && (
                        <>
                          <br />
                          <small>{t('cart.tracking', { number: order.tracking_number })}</small>
                        </>
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => reorder(order.number)}
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
    </div>
  )
}
