import type { ErrorRequestHandler, Request } from 'express'
import { ValidationError } from 'payload'
import { englishMessage } from '@portal/shared'
import { z } from 'zod'
import { AppError, validationError } from '../domain/errors'
import { contentLanguage } from '../modules/content/language'

/** The body of every error answer; a 422's `errors` gives each field's messages. */
export const errorAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})

/** Central error handler: every error answered as an AppError, its messages in the reader's language. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const { status, message, errors } = asAppError(error, req)
  // The partner API speaks the portal's language; the back office and Payload's admin are Polish only.
  const say = req.originalUrl.startsWith('/api/') && contentLanguage(req) === 'en' ? englishMessage : (polish: string) => polish
  const body: z.infer<typeof errorAnswer> = {
    success: false,
    message: say(message),
    ...(errors ? { errors: Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(say)])) } : {}),
  }
  res.status(status).json(body)
}

/** AppError as it is, Payload's field errors as a 422 map, malformed JSON 400, anything else a logged 500. */
function asAppError(error: unknown, req: Request): AppError {
  if (error instanceof AppError) return error
  if (error instanceof ValidationError) {
    const errors: Record<string, string[]> = {}
    for (const { path, message } of error.data.errors) (errors[path] ??= []).push(message)
    return validationError(errors)
  }
  // body-parser's own refusals (malformed JSON, too large, wrong charset) are the caller's mistakes, never a 500.
  const { type, status, expose } = error as { type?: string; status?: number; expose?: boolean }
  if (type === 'entity.parse.failed') return new AppError(400, 'Nieprawidłowe dane żądania (JSON).')
  if (type === 'entity.too.large') return new AppError(413, 'Przesłane dane są zbyt duże.')
  if (expose && status && status >= 400 && status < 500) return new AppError(status, 'Nieprawidłowe żądanie.')
  req.log.error({ err: error, requestId: req.id }, 'unhandled error')
  return new AppError(500, 'Coś poszło nie tak. Spróbuj ponownie później.')
}
