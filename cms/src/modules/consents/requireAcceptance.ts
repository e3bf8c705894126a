import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { AppError } from '../../domain/errors'
import { UNAUTHENTICATED_MESSAGE } from '../auth/session'
import { acceptedCurrentAt } from './acceptance'

const ACCEPTANCE_REQUIRED = 'Zaakceptuj aktualny regulamin i politykę prywatności, aby kontynuować.'

/** The server side of the navigation guard: a partner uses the programme only after accepting the documents in force. */
export function requireAcceptedPartner(payload: Payload): RequestHandler {
  return async (req, _res, next) => {
    if (!req.partner) return next(new AppError(401, UNAUTHENTICATED_MESSAGE))
    next((await acceptedCurrentAt(payload, req.partner)) ? undefined : new AppError(403, ACCEPTANCE_REQUIRED))
  }
}
