import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Programme } from '@portal/shared'
import { AppError } from '../../domain/errors'
import { requireAcceptedPartner } from '../consents/requireAcceptance'
import { programmeSettings } from './settings'

export const PROGRAMME_OFF = 'Ta część programu jest obecnie wyłączona.'
export const OTHER_PROGRAMME: Record<Programme, string> = {
  points: 'Ta część portalu należy do programu punktowego dla fachowców; Twoje konto bierze udział w konkursie dystrybutorów.',
  contest: 'Ta część portalu należy do konkursu dystrybutorów; Twoje konto bierze udział w programie punktowym.',
}

/** A partner of `programme` who accepted the documents, while the programme is switched on in the settings. */
export function requireProgramme(payload: Payload, programme: Programme): RequestHandler {
  const accepted = requireAcceptedPartner(payload)
  return (req, res, next) =>
    accepted(req, res, async (refused?: unknown) => {
      if (refused) return next(refused)
      try {
        const settings = await programmeSettings(payload)
        const enabled = programme === 'points' ? settings.points_enabled !== false : settings.contest_enabled !== false
        if (!enabled) return next(new AppError(403, PROGRAMME_OFF))
        next(req.partner!.programme === programme ? undefined : new AppError(403, OTHER_PROGRAMME[programme]))
      } catch (error) {
        next(error)
      }
    })
}
