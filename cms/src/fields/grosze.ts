import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

/** An amount of money in whole grosze, after Payload's own checks of the field (min). */
export const wholeGrosze: NumberFieldSingleValidation = (value, options) => {
  const builtIn = number(value, options)
  if (builtIn !== true || value === null || value === undefined) return builtIn
  return Number.isInteger(value) ? true : 'Podaj kwotę w pełnych groszach (liczba całkowita).'
}
