import { CART_MAX_QUANTITY, CART_QUANTITY_TOO_HIGH, CART_QUANTITY_TOO_LOW } from '@portal/shared'
import { useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'

type Props = { name: string; quantity: number; onChange: (quantity: number) => void }

/**
 * A cart line's quantity: a valid number goes to the server, anything else says why under the field (instead
 * of snapping back without a word); leaving the field puts the cart's quantity back.
 */
export function QuantityField({ name, quantity, onChange }: Props) {
  const { t } = useTranslation()
  const errorId = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const problem = (text: string) => {
    const value = Number(text)
    if (text.trim() === '' || !Number.isInteger(value) || value < 1) return CART_QUANTITY_TOO_LOW
    return value > CART_MAX_QUANTITY ? CART_QUANTITY_TOO_HIGH : null
  }
  const [error, setError] = useState<string | null>(null)
  return (
    <div className="quantity-field">
      <input
        className="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={CART_MAX_QUANTITY}
        value={typed ?? quantity}
        aria-label={t('cart.quantityOf', { name })}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const text = event.target.value
          const found = problem(text)
          setTyped(text)
          setError(found)
          if (!found && Number(text) !== quantity) onChange(Number(text))
        }}
        onBlur={() => setTyped(null)}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
