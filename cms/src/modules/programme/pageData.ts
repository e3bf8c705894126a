import type { Payload } from 'payload'
import { BRAND_DEFAULTS, dataProtectionNames, type PageData, type Programme } from '@portal/shared'
import { readModelOf } from '../../cache/readModel'
import { acceptedCurrentAt } from '../consents/acceptance'
import { currentDocuments, describeDocument } from '../documents/current'
import { programmeSettings } from './settings'
import type { Media } from '../../payload-types'
import type { PartnerUser } from '../auth/users'

/**
 * The global page data of spec §3, plus the current document versions and the programme switches: one read model
 * per partner (and one for guests), dropped with the settings, the documents or the partner's record and statements.
 */
export function pageData(payload: Payload, partner: PartnerUser | undefined, geocoderUrl: string | null): Promise<PageData> {
  // Built from the partner of the request that found it missing: the same record the session check read.
  return readModelOf<PageData>(payload, 'page-data', ['settings', 'documents', 'partner']).get(partner?.id ?? '', () =>
    buildPageData(payload, partner, geocoderUrl),
  )
}

async function buildPageData(payload: Payload, partner: PartnerUser | undefined, geocoderUrl: string | null): Promise<PageData> {
  const [settings, documents] = await Promise.all([programmeSettings(payload), currentDocuments(payload)])
  const programmes: Record<Programme, boolean> = {
    contest: settings.contest_enabled !== false,
    points: settings.points_enabled !== false,
  }
  const user = partner
    ? {
        id: partner.id,
        name: partner.name ?? partner.email,
        full_name: `${partner.first_name} ${partner.last_name}`.trim(),
        is_ranking_winner: Boolean(partner.is_ranking_winner),
        accept_regulations_at: await acceptedCurrentAt(payload, partner),
        programme: partner.programme,
      }
    : null
  const hours = partner?.programme === 'points' ? settings.helpline_hours_points : settings.helpline_hours_contest
  return {
    isLoggedin: Boolean(partner),
    user,
    dth: { email: settings.dth_email ?? '' },
    sbh: { email: settings.sbh_email ?? '' },
    documents: { regulations: describeDocument(documents.regulations), privacy_policy: describeDocument(documents.privacy_policy) },
    programmes,
    helpline: { phone: settings.helpline_phone ?? '', hours: hours ?? '' },
    social: Object.fromEntries(Object.entries(settings.social ?? {}).filter(([, url]) => typeof url === 'string' && url.length > 0)),
    survey_url: settings.survey_url || null,
    brand: await brandOf(payload, settings),
    data_protection: dataProtectionNames(settings.data_protection),
    geocoder_url: partner ? geocoderUrl : null,
  }
}

/** The programme's name, logo and colours, as the portal's bar and Payload's admin panel show them. */
export async function brandOf(payload: Payload, settings: Awaited<ReturnType<typeof programmeSettings>>): Promise<PageData['brand']> {
  return {
    name: settings.programme_name?.trim() || 'Program Partnerski',
    logo_url: await logoUrl(payload, settings.branding?.logo),
    primary: settings.branding?.primary_colour || BRAND_DEFAULTS.primary,
    accent: settings.branding?.accent_colour || BRAND_DEFAULTS.accent,
  }
}

/** The logo's address (the settings are read at depth 0, so the upload is its id). */
async function logoUrl(payload: Payload, logo: string | Media | null | undefined): Promise<string | null> {
  if (!logo) return null
  if (typeof logo === 'object') return logo.url ?? null
  const media = await payload.findByID({ collection: 'media', id: logo, depth: 0, disableErrors: true, overrideAccess: false })
  return media?.url ?? null
}
