import type { z } from 'zod'
import { applyPolishValidationMessages, zodFieldErrors } from '@portal/shared'

applyPolishValidationMessages()

/** The one error type of the app: an HTTP status, a Polish message and, for 422, the field map. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

/** A blocked partner's or staff member's login, whatever the password (so it tells nothing about it). */
export const BLOCKED_MESSAGE = 'Logowanie do tego konta zostało zablokowane. Skontaktuj się z organizatorem programu.'

const VALIDATION_MESSAGE = 'Formularz zawiera błędy.'

export function validationError(errors: Record<string, string[]>): AppError {
  return new AppError(422, VALIDATION_MESSAGE, errors)
}

/** Parses a request body with the shared schema, or throws the 422 field map. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw validationError(zodFieldErrors(result.error))
  return result.data
}
