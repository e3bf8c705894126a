import type { Payload } from 'payload'
import type { Partner, Staff } from './payload-types'

/** What our middleware puts on every request: its id, the logger, and who is signed in. */
declare module 'express-serve-static-core' {
  interface Request {
    id: string
    log: Payload['logger']
    partner?: Partner & { collection: 'partners'; _sid?: string }
    staff?: Staff & { collection: 'staff'; _sid?: string }
  }
}
