import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { pl } from '@payloadcms/translations/languages/pl'
import { buildConfig } from 'payload'
import { CartItems } from './collections/CartItems'
import { CodeAttempts } from './collections/CodeAttempts'
import { CodeBatches } from './collections/CodeBatches'
import { Codes } from './collections/Codes'
import { Companies } from './collections/Companies'
import { Coupons } from './collections/Coupons'
import { Documents } from './collections/Documents'
import { Faq } from './collections/Faq'
import { Invitations } from './collections/Invitations'
import { LedgerEntries } from './collections/LedgerEntries'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { Orders } from './collections/Orders'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Prizes } from './collections/Prizes'
import { Products } from './collections/Products'
import { Provinces } from './collections/Provinces'
import { Staff } from './collections/Staff'
import { Statements } from './collections/Statements'
import { CaptchaUses } from './collections/CaptchaUses'
import { ExpiryNotices } from './collections/ExpiryNotices'
import { ApiKeys } from './collections/ApiKeys'
import { WebhookDeliveries, Webhooks } from './collections/Webhooks'
import { FraudCases } from './collections/FraudCases'
import { AuditLog } from './collections/AuditLog'
import { withAuditHooks, withGlobalAuditHooks } from './modules/audit/hooks'
import { Puzzles } from './collections/Puzzles'
import { RankingFiles } from './collections/RankingFiles'
import { RankingPublications } from './collections/RankingPublications'
import { PuzzleVotes } from './collections/PuzzleVotes'
import { ContactMessages } from './collections/ContactMessages'
import { Trainings } from './collections/Trainings'
import { PartnerCredentials } from './collections/PartnerCredentials'
import { PartnerSessions } from './collections/PartnerSessions'
import { RateLimitWindows } from './collections/RateLimitWindows'
import { databaseAdapter } from './db'
import { emailAdapter } from './email'
import { env } from './env'
import { withGlobalReadModelInvalidation, withReadModelInvalidation } from './cache/collectionHooks'
import { ProgrammeSettings } from './globals/ProgrammeSettings'
import { LANGUAGE_NAMES, PREFERRED_LANGUAGES } from '@portal/shared'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Async so the database adapter's package loads only when chosen (MongoDB's driver costs ~300 ms and ~20 MB).
export default databaseAdapter(env).then((db) =>
  buildConfig({
    secret: env.PAYLOAD_SECRET,
    serverURL: env.PUBLIC_URL ?? '',
    // /api belongs to the portal contract; Payload's REST serves only its own admin panel.
    routes: { api: '/cms-api', admin: '/admin' },
    admin: {
      user: Staff.slug,
      importMap: { baseDir: dirname },
      meta: { titleSuffix: ' · Program Partnerski' },
      // Polish dates as staff write them (23.11.2026, 09:52), and no Gravatar (an outside request the CSP blocks).
      dateFormat: 'dd.MM.yyyy, HH:mm',
      avatar: 'default',
      // The programme's own logo and name (from its settings) instead of Payload's.
      components: {
        graphics: {
          Logo: '/app/(payload)/components/ProgrammeLogo#ProgrammeLogo',
          Icon: '/app/(payload)/components/ProgrammeLogo#ProgrammeIcon',
        },
      },
    },
    // Polish whatever the browser's language: the team works in Polish and the labels are Polish.
    i18n: {
      supportedLanguages: { pl },
      fallbackLanguage: 'pl',
      // Yes/no columns read "tak/nie", not Payload's "prawda/fałszywe".
      translations: { pl: { general: { true: 'Tak', false: 'Nie' } } },
    },
    // Content partners read (news, pages and the rules, FAQ, prizes, products) in both portal languages: Polish is
    // required, English optional, and a text without English shows in Polish.
    localization: {
      locales: PREFERRED_LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
      defaultLocale: 'pl',
      fallback: true,
    },
    // Staff edits in this admin are recorded in the append-only audit log; every write drops the read models it makes stale.
    collections: [
      ...[
        News,
        Pages,
        Faq,
        Prizes,
        Products,
        Documents,
        Media,
        Staff,
        Partners,
        Companies,
        Invitations,
        Statements,
        LedgerEntries,
        Coupons,
        CodeBatches,
        Codes,
        CodeAttempts,
        Trainings,
        CartItems,
        Orders,
        Provinces,
        ContactMessages,
        CaptchaUses,
        Puzzles,
        PuzzleVotes,
        RankingFiles,
        RankingPublications,
        AuditLog,
      ]
        .map(withAuditHooks)
        .map(withReadModelInvalidation),
      // Written only by single SQL statements (modules/auth, rate-limit); the actions are audited where they happen.
      PartnerCredentials,
      PartnerSessions,
      RateLimitWindows,
      ExpiryNotices,
      ApiKeys,
      Webhooks,
      WebhookDeliveries,
      FraudCases,
    ],
    globals: [ProgrammeSettings].map(withGlobalAuditHooks).map(withGlobalReadModelInvalidation),
    editor: lexicalEditor(),
    db,
    email: emailAdapter(env),
    graphQL: { disable: true },
    telemetry: false,
    // Types are generated on purpose (npm run generate:types -w cms), not by every app start.
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  }),
)
