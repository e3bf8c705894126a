import type { Payload } from 'payload'
import { readModelOf } from '../../cache/readModel'
import type { ProgrammeSetting } from '../../payload-types'

/** The programme settings as everyone may read them (depth 0), kept until they are saved again (or a second passes). */
export function programmeSettings(payload: Payload): Promise<ProgrammeSetting> {
  return readModelOf(payload, 'programme-settings', ['settings'], () =>
    payload.findGlobal({ slug: 'programme-settings', depth: 0, overrideAccess: false }),
  ).get()
}
