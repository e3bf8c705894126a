import type { Payload } from 'payload'
import type { Partner, Staff } from './payload-types'

/** What our middleware puts on every request: its id, the logger, and who is signed in. */
declare module 'express-serve-static-core' {
  interface Request {
    id: string
    log: Payload['logger']
    /** The partner of the portal session cookie; sessionId is that session's row, remembered its "Zapamiętaj mnie". */
    partner?: Partner & { collection: 'partners'; sessionId: string; remembered: boolean }
    staff?: Staff & { collection: 'staff' }
    /** The machine client of the request's API key (the manufacturer's systems, /api/v1). */
    machine?: { id: string; name: string; scopes: string[] }
  }
}
