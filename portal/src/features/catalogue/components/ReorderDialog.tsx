import type { AccountView } from '@portal/shared'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type FormState, useForm } from '../../../lib/form'
import { useTranslation } from '../../../lib/i18n'
import type { OrderBody, OrderRow } from '../api/catalogue'
import { type Delivery, DeliveryFieldset, firstDelivery } from './DeliveryFieldset'

type Props = {
  order: OrderRow
  account: AccountView | undefined
  pending: boolean
  onConfirm: (body: Omit<OrderBody, 'idempotency_key'>, form: Pick<FormState, 'takeFrom'>) => void
  onClose: () => void
}

const emptyAddress = { name: '', street: '', building: '', local: '', post_code: '', city: '' }

/** "Zamów ponownie" asks first, like a normal order: what is ordered again and where it goes. */
export function ReorderDialog({ order, account, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [delivery, setDelivery] = useState<Delivery>(() => firstDelivery(account))
  const form = useForm({ other_address: emptyAddress })
  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm({ delivery, reorder: order.number, ...(delivery === 'other' ? { other_address: form.values.other_address } : {}) }, form)
  }
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="reorder-title" onClose={onClose}>
      <form onSubmit={submit} className="form" noValidate>
        <h2 id="reorder-title">{t('cart.reorderTitle', { number: order.number })}</h2>
        <p>
          <strong>{t('cart.prize')}:</strong> {order.prize}
        </p>
        <p className="muted">{t('cart.reorderPoints')}</p>
        <DeliveryFieldset name="reorder-delivery" account={account} delivery={delivery} onDelivery={setDelivery} form={form} />
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('cart.confirmReorder')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('cart.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
