import type { Payload } from 'payload'
import type { Programme } from '@portal/shared'
import type { EmailContent, ProgrammeContact } from './templates'

/** The programme's name, helpline and contact e-mail from the settings, for the partner's programme. */
export async function programmeContact(payload: Payload, programme: Programme): Promise<ProgrammeContact> {
  const settings = await payload.findGlobal({ slug: 'programme-settings', depth: 0, overrideAccess: false })
  return {
    programmeName: settings.programme_name ?? 'Program Partnerski',
    helplinePhone: settings.helpline_phone ?? '',
    helplineHours: (programme === 'points' ? settings.helpline_hours_points : settings.helpline_hours_contest) ?? '',
    contactEmail: (programme === 'points' ? settings.sbh_email : settings.dth_email) ?? '',
  }
}

export async function sendEmail(payload: Payload, to: string, content: EmailContent): Promise<void> {
  await payload.sendEmail({ to, subject: content.subject, html: content.html, text: content.text, replyTo: content.replyTo })
}
