import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { hasRole } from '../access/roles'

/** Programme-wide settings edited by admin and marketing: contacts, helpline, links and which programmes run. */
export const ProgrammeSettings: GlobalConfig = {
  slug: 'programme-settings',
  label: 'Ustawienia programu',
  admin: { group: 'Administracja' },
  access: { read: anyone, update: ({ req }) => hasRole(req.user, 'marketing') },
  fields: [
    { name: 'programme_name', type: 'text', label: 'Nazwa programu', defaultValue: 'Program Partnerski' },
    {
      type: 'row',
      fields: [
        { name: 'contest_enabled', type: 'checkbox', label: 'Konkurs dystrybutorów włączony', defaultValue: true },
        { name: 'points_enabled', type: 'checkbox', label: 'Program punktowy (kody) włączony', defaultValue: true },
      ],
    },
    { name: 'helpline_phone', type: 'text', label: 'Infolinia', defaultValue: '+48 800 100 200' },
    { name: 'helpline_hours_contest', type: 'text', label: 'Godziny infolinii (konkurs)', defaultValue: 'pon.–pt. 10:00–16:00' },
    { name: 'helpline_hours_points', type: 'text', label: 'Godziny infolinii (program punktowy)', defaultValue: 'pon.–pt. 14:00–20:00' },
    { name: 'dth_email', type: 'email', label: 'E-mail działu DTH', defaultValue: 'dth@program-partnerski.pl' },
    { name: 'sbh_email', type: 'email', label: 'E-mail działu SBH', defaultValue: 'sbh@program-partnerski.pl' },
    {
      name: 'social',
      type: 'group',
      label: 'Media społecznościowe',
      fields: [
        { name: 'facebook', type: 'text' },
        { name: 'instagram', type: 'text' },
        { name: 'youtube', type: 'text' },
        { name: 'linkedin', type: 'text' },
      ],
    },
    { name: 'survey_url', type: 'text', label: 'Link do ankiety' },
  ],
}
