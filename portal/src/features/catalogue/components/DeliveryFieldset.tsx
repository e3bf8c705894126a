import type { AccountView } from '@portal/shared'
import { paths } from '@portal/shared'
import { Link } from 'react-router-dom'
import { AddressFields } from '../../../components/AddressFields'
import { Field } from '../../../components/Field'
import type { FormState } from '../../../lib/form'
import { useTranslation } from '../../../lib/i18n'
import type { OrderBody } from '../api/catalogue'

export type Delivery = OrderBody['delivery']
const CHOICES = ['correspondence', 'residence', 'other'] as const

/** The account's address behind a delivery choice, or null when the partner has not filled it in. */
function addressOf(account: AccountView | undefined, choice: Delivery): string | null {
  const address = choice === 'correspondence' ? account?.correspondenceAddress : choice === 'residence' ? account?.residence_address : null
  return address?.street && address.city ? address.full_address : null
}

/** The first choice with an address, so an order never starts on an empty one. */
export const firstDelivery = (account: AccountView | undefined): Delivery =>
  CHOICES.find((choice) => choice === 'other' || addressOf(account, choice) !== null) ?? 'other'

type Props = {
  name: string
  account: AccountView | undefined
  delivery: Delivery
  onDelivery: (delivery: Delivery) => void
  form: Pick<FormState, 'text' | 'set' | 'errorFor'>
}

/** Where the prizes go: each choice shows the address it means; an empty one says where to fill it in. */
export function DeliveryFieldset({ name, account, delivery, onDelivery, form }: Props) {
  const { t } = useTranslation()
  return (
    <fieldset className="delivery">
      <legend>{t('cart.delivery')}</legend>
      {CHOICES.map((choice) => {
        const address = addressOf(account, choice)
        const missing = choice !== 'other' && address === null
        return (
          <label key={choice} className="radio delivery__choice">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={delivery === choice}
              disabled={missing}
              onChange={() => onDelivery(choice)}
            />
            <span>
              {t(`cart.deliveryChoice.${choice}`)}
              {choice !== 'other' && (
                <small className="delivery__address">
                  {address ?? (
                    <>
                      {t('cart.addressMissing')} <Link to={paths.editData}>{t('cart.fillIn')}</Link>
                    </>
                  )}
                </small>
              )}
            </span>
          </label>
        )
      })}
      {form.errorFor('delivery') && <p className="field-error">{form.errorFor('delivery')}</p>}
      {delivery === 'other' && (
        <>
          <Field form={form} name="other_address.name" label={t('cart.recipient')} autoComplete="name" />
          <AddressFields form={form} prefix="other_address" />
        </>
      )}
    </fieldset>
  )
}
