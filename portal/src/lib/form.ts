import { useCallback, useState } from 'react'
import type { z } from 'zod'
import { applyPolishValidationMessages, zodFieldErrors } from '@portal/shared'
import { useFieldErrors } from './form-errors'

applyPolishValidationMessages()

type Values = Record<string, unknown>

function getPath(values: Values, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Values)[key] : undefined), values)
}

function setPath<T extends Values>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.')
  if (!head) return values
  if (rest.length === 0) return { ...values, [head]: value }
  return { ...values, [head]: setPath(((values[head] as Values | undefined) ?? {}) as Values, rest.join('.'), value) }
}

/** Form state addressed by the dotted field paths the server uses in its 422 map. */
export function useForm<T extends Values>(initial: T) {
  const [values, setValues] = useState<T>(initial)
  const fieldErrors = useFieldErrors()
  const { clear } = fieldErrors
  const set = useCallback(
    (path: string, value: unknown) => {
      clear(path)
      setValues((current) => setPath(current, path, value))
    },
    [clear],
  )
  const text = (path: string) => String(getPath(values, path) ?? '')
  /** Checks the values with the server's own schema first, so mistakes show without a round trip. */
  const validate = (schema: z.ZodType, data: unknown = values): boolean => {
    const result = schema.safeParse(data)
    if (!result.success) fieldErrors.show(zodFieldErrors(result.error))
    return result.success
  }
  return { values, setValues, set, text, validate, ...fieldErrors }
}

export type FormState = ReturnType<typeof useForm>
