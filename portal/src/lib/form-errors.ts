import { useCallback, useState } from 'react'
import { ApiError } from './api-client'

/** The 422 field map of a form: the first message per field, cleared when the user types in that field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const errorFor = useCallback((field: string) => errors[field]?.[0], [errors])
  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current
        const { [field]: _removed, ...rest } = current
        return rest
      }),
    [],
  )
  const takeFrom = useCallback((error: unknown): boolean => {
    if (error instanceof ApiError && error.status === 422) {
      setErrors(error.errors)
      return true
    }
    return false
  }, [])
  const show = useCallback((next: Record<string, string[]>) => setErrors(next), [])
  return { errors, errorFor, clear, takeFrom, show, reset: () => setErrors({}) }
}
