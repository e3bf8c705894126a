import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { DATA_DIR } from './paths'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: the embedded PostgreSQL under DATA_DIR/pg, started by server.ts before this is read.
  DATABASE_URI: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|mongodb(\+srv)?:\/\/)/, 'DATABASE_URI must start with postgres:// or mongodb://')
    .optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must have at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Program partnerski <no-reply@program-partnerski.pl>'),
  PUBLIC_URL: z.string().url().optional(),
  GEOCODER_URL: z.string().url().optional(),
  // Set: rate limits and lockouts live in Redis (shared by several machines); unset: in PostgreSQL.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  // Keeps apps (or test runs) that share one Redis apart.
  REDIS_KEY_PREFIX: z.string().default('portal:'),
})

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; databaseKind: 'postgres' | 'mongodb' }

/** `next build` and Payload's code generators evaluate the config without serving or connecting anything. */
export function isBuildStep(): boolean {
  return (
    process.env.NEXT_PHASE === 'phase-production-build' ||
    process.argv.some((arg) => arg === 'generate:importmap' || arg === 'generate:types')
  )
}

/** Embedded default keeps a generated secret under data/; in production a missing secret stops the start. */
function resolveSecret(parsed: z.infer<typeof schema>): string {
  if (parsed.PAYLOAD_SECRET) return parsed.PAYLOAD_SECRET
  // No token is ever signed with a build step's secret.
  if (isBuildStep()) return crypto.randomBytes(32).toString('hex')
  if (parsed.NODE_ENV === 'production') throw new Error('PAYLOAD_SECRET is required when NODE_ENV=production')
  const file = path.join(DATA_DIR, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(DATA_DIR, { recursive: true })
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')))
  // Links in e-mails never follow the request's Host header, so production must say where it lives.
  if (parsed.NODE_ENV === 'production' && !parsed.PUBLIC_URL && !isBuildStep())
    throw new Error('PUBLIC_URL is required when NODE_ENV=production')
  const databaseKind = parsed.DATABASE_URI?.startsWith('mongodb') ? 'mongodb' : 'postgres'
  const resolved = { ...parsed, PAYLOAD_SECRET: resolveSecret(parsed), databaseKind } as const
  // Next's bundled copy of the config (the admin panel) runs in this process and must see the same values.
  source.PAYLOAD_SECRET ??= resolved.PAYLOAD_SECRET
  source.DATA_DIR ??= DATA_DIR
  return resolved
}

export const env = loadEnv()
