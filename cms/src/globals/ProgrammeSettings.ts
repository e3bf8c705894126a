import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { BRAND_DEFAULTS, brandColourProblem, DATA_PROTECTION_DEFAULTS, PUZZLE_GROUPS } from '@portal/shared'
import { hasRole } from '../access/roles'
import { PRIZE_TAX_DEFAULTS } from '../domain/prizeTax'
import { FRAUD_DEFAULTS } from '../domain/fraudSignals'

const POLISH_MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
]
import { POINTS_LIMIT_DEFAULTS } from '../domain/pointsLimits'

/** Programme-wide settings edited by admin and marketing: contacts, helpline, links and which programmes run. */
export const ProgrammeSettings: GlobalConfig = {
  slug: 'programme-settings',
  label: 'Ustawienia programu',
  admin: { group: 'Administracja' },
  access: { read: anyone, update: ({ req }) => hasRole(req.user, 'marketing') },
  fields: [
    { name: 'programme_name', type: 'text', label: 'Nazwa programu', defaultValue: 'Program Partnerski' },
    {
      name: 'branding',
      type: 'group',
      label: 'Wygląd portalu',
      admin: { description: 'Logo i kolory w portalu partnerów. Biały tekst musi być czytelny na kolorze głównym (kontrast 4,5:1).' },
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo (na ciemnym tle paska, najlepiej SVG lub PNG)' },
        {
          type: 'row',
          fields: [
            {
              name: 'primary_colour',
              type: 'text',
              label: 'Kolor główny',
              defaultValue: BRAND_DEFAULTS.primary,
              validate: (value: string | null | undefined) => brandColourProblem(value, 'primary') ?? true,
            },
            {
              name: 'accent_colour',
              type: 'text',
              label: 'Kolor wyróżnień',
              defaultValue: BRAND_DEFAULTS.accent,
              validate: (value: string | null | undefined) => brandColourProblem(value, 'accent') ?? true,
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contest_enabled', type: 'checkbox', label: 'Konkurs dystrybutorów włączony', defaultValue: true },
        { name: 'points_enabled', type: 'checkbox', label: 'Program punktowy (kody) włączony', defaultValue: true },
      ],
    },
    {
      name: 'limits',
      type: 'group',
      label: 'Limity punktów',
      admin: { description: 'Powyżej tych limitów kupon lub partię kodów może zapisać tylko administrator. Zmienia je administrator.' },
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'coupon_points_max',
              type: 'number',
              label: 'Kupon: najwięcej punktów',
              min: 1,
              defaultValue: POINTS_LIMIT_DEFAULTS.coupon_points_max,
            },
            {
              name: 'points_per_code_max',
              type: 'number',
              label: 'Partia kodów: najwięcej punktów za kod',
              min: 0.1,
              defaultValue: POINTS_LIMIT_DEFAULTS.points_per_code_max,
            },
          ],
        },
      ],
    },
    {
      name: 'points_expiry_month',
      type: 'select',
      label: 'Wygasanie punktów: koniec którego miesiąca roku następnego po zdobyciu',
      admin: {
        description: 'Np. „marzec”: punkty z 2026 r. wygasną z końcem 31 marca 2027 r. Puste: punkty nie wygasają. Zmienia administrator.',
      },
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
      options: POLISH_MONTHS.map((label, index) => ({ label, value: String(index + 1) })),
    },
    {
      name: 'prize_tax',
      type: 'group',
      label: 'Podatek od nagród (PIT)',
      admin: {
        description:
          'Wartości ustawowe na 2026 r. (art. 21 ust. 1 pkt 68, art. 30 ust. 1 pkt 2 ustawy o PIT). Zmienia je administrator po potwierdzeniu z doradcą podatkowym.',
      },
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
      fields: [
        {
          name: 'sales_promotion',
          type: 'checkbox',
          label: 'Program jest sprzedażą premiową (nagroda do limitu zwolniona u osób prywatnych)',
          defaultValue: PRIZE_TAX_DEFAULTS.salesPromotion,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'rate_basis_points',
              type: 'number',
              label: 'Stawka podatku (punkty bazowe, 1000 = 10%)',
              min: 0,
              max: 10_000,
              defaultValue: PRIZE_TAX_DEFAULTS.rateBasisPoints,
            },
            {
              name: 'cash_prize_basis_points',
              type: 'number',
              label: 'Dodatkowa nagroda pieniężna (punkty bazowe, 1111 = 11,11%)',
              min: 0,
              max: 10_000,
              defaultValue: PRIZE_TAX_DEFAULTS.cashPrizeBasisPoints,
            },
            {
              name: 'exemption_limit_grosze',
              type: 'number',
              label: 'Limit zwolnienia jednorazowej nagrody (grosze, 200000 = 2000 zł)',
              min: 0,
              defaultValue: PRIZE_TAX_DEFAULTS.exemptionLimitGrosze,
            },
          ],
        },
      ],
    },
    {
      name: 'fraud',
      type: 'group',
      label: 'Podejrzane aktywności (sygnały przy rejestracji kodów)',
      admin: {
        description:
          'Po przekroczeniu progu powstaje sprawa w „Podejrzanych aktywnościach”, a punkty z rejestracji czekają na decyzję obsługi. 0 wyłącza sygnał. Zmienia administrator.',
      },
      access: { update: ({ req }) => hasRole(req.user, 'admin') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'batch_codes',
              type: 'number',
              label: 'Kodów jednej partii od jednego partnera w ciągu godziny',
              min: 0,
              defaultValue: FRAUD_DEFAULTS.batchCodes,
            },
            {
              name: 'ip_wrong_codes',
              type: 'number',
              label: 'Błędnych kodów z jednego adresu IP (z co najmniej 2 kont) w ciągu 15 minut',
              min: 0,
              defaultValue: FRAUD_DEFAULTS.ipWrongCodes,
            },
            {
              name: 'devices',
              type: 'number',
              label: 'Urządzeń, z których partner rejestruje kody w ciągu doby',
              min: 0,
              defaultValue: FRAUD_DEFAULTS.devices,
            },
          ],
        },
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
    {
      name: 'data_protection',
      type: 'group',
      label: 'Ochrona danych (RODO)',
      admin: { description: 'Nazwy i adresy w treści zgody marketingowej i w polityce prywatności.' },
      fields: [
        { name: 'controller_name', type: 'text', label: 'Administrator danych', defaultValue: DATA_PROTECTION_DEFAULTS.controller_name },
        {
          name: 'controller_address',
          type: 'text',
          label: 'Adres administratora',
          defaultValue: DATA_PROTECTION_DEFAULTS.controller_address,
        },
        { name: 'processor_name', type: 'text', label: 'Podmiot przetwarzający', defaultValue: DATA_PROTECTION_DEFAULTS.processor_name },
        {
          name: 'processor_address',
          type: 'text',
          label: 'Adres podmiotu przetwarzającego',
          defaultValue: DATA_PROTECTION_DEFAULTS.processor_address,
        },
      ],
    },
    { name: 'survey_url', type: 'text', label: 'Link do ankiety' },
    {
      name: 'puzzle',
      type: 'group',
      label: 'Gra: puzzle',
      fields: [
        {
          name: 'intro',
          type: 'textarea',
          label: 'Wstęp',
          defaultValue:
            'Zagłosuj w każdej z sześciu grup, a każdy głos odsłoni fragment układanki. Po sześciu głosach poznasz cel wyjazdu nagrodzonych partnerów.',
        },
        {
          type: 'row',
          fields: [
            { name: 'voting_starts_at', type: 'date', label: 'Głosowanie od', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'voting_ends_at', type: 'date', label: 'Głosowanie do', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          name: 'active_groups',
          type: 'select',
          hasMany: true,
          label: 'Grupy otwarte do głosowania',
          defaultValue: [...PUZZLE_GROUPS],
          options: PUZZLE_GROUPS.map((value, i) => ({ label: `Element ${i + 1}`, value })),
        },
        { name: 'destination_title', type: 'text', label: 'Cel wyjazdu (odsłaniany po 6 głosach)' },
        { name: 'destination_text', type: 'textarea', label: 'Opis celu wyjazdu' },
        { name: 'destination_image', type: 'upload', relationTo: 'media', label: 'Zdjęcie celu wyjazdu' },
      ],
    },
  ],
}
