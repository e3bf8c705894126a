import type { ErrorRequestHandler } from 'express'
import { ValidationError } from 'payload'
import { AppError, VALIDATION_MESSAGE } from '../domain/errors'

/** Central error handler: AppError as its status and body, Payload's field errors as a 422 map, malformed JSON 400, anything else a logged 500. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof AppError) {
    res.status(error.status).json({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) })
    return
  }
  if (error instanceof ValidationError) {
    const errors: Record<string, string[]> = {}
    for (const { path, message } of error.data.errors) (errors[path] ??= []).push(message)
    res.status(422).json({ success: false, message: VALIDATION_MESSAGE, errors })
    return
  }
  // body-parser's own refusals (malformed JSON, too large, wrong charset) are the caller's mistakes, never a 500.
  const { type, status, expose } = error as { type?: string; status?: number; expose?: boolean }
  if (type === 'entity.parse.failed') {
    res.status(400).json({ success: false, message: 'Nieprawidłowe dane żądania (JSON).' })
    return
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ success: false, message: 'Przesłane dane są zbyt duże.' })
    return
  }
  if (expose && status && status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: 'Nieprawidłowe żądanie.' })
    return
  }
  req.log.error({ err: error, requestId: req.id }, 'unhandled error')
  res.status(500).json({ success: false, message: 'Coś poszło nie tak. Spróbuj ponownie później.' })
}
