import { createPartnerAccount } from '../../src/modules/auth/credentials'
import { acceptCurrentDocuments } from '../../src/modules/consents/acceptance'
import type { TestApp } from './app'

/** Another partner of `programme` (password Demo123!) who accepted the documents in force, for races between two partners of one programme. */
export async function createAcceptedPartner(app: TestApp, email: string, programme: 'points' | 'contest') {
  const address = { street: 'Polna', building: '3', local: null, post_code: '05-500', city: 'Piaseczno' }
  const partner = await createPartnerAccount(
    app.payload,
    {
      email,
      first_name: 'Adam',
      last_name: 'Dekarz',
      programme,
      confirmed_at: new Date().toISOString(),
      residence_address: address,
      correspondence_address: address,
    },
    'Demo123!',
  )
  await acceptCurrentDocuments(
    app.payload,
    partner.id,
    { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
    { ip: '127.0.0.1', userAgent: 'test' },
  )
  return partner
}
