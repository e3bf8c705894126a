import type { Payload } from 'payload'
import type { Partner, Staff } from './payload-types'

declare global {
  namespace Express {
    interface Request {
      id: string
      log: Payload['logger']
      partner?: Partner & { collection: 'partners'; _sid?: string }
      staff?: Staff & { collection: 'staff'; _sid?: string }
    }
  }
}

export {}
