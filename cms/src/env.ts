import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** Repository root: data/ lives beside the workspaces. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT_DIR, 'data')
const EMBEDDED_DATABASE = `file:${path.join(DATA_DIR, 'portal.db')}`

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URI: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/|mongodb(\+srv)?:\/\/)/, 'DATABASE_URI must start with file:, postgres:// or mongodb://')
    .default(EMBEDDED_DATABASE),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must have at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Program partnerski <no-reply@program-partnerski.pl>'),
  PUBLIC_URL: z.string().url().optional(),
  GEOCODER_URL: z.string().url().optional(),
})

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; databaseKind: 'sqlite' | 'postgres' | 'mongodb' }

/** Embedded default keeps a generated secret under data/; in production a missing secret stops the start. */
function resolveSecret(parsed: z.infer<typeof schema>): string {
  if (parsed.PAYLOAD_SECRET) return parsed.PAYLOAD_SECRET
  // `next build` evaluates the config to prerender the admin shell; no token is ever signed with this one.
  if (process.env.NEXT_PHASE === 'phase-production-build') return crypto.randomBytes(32).toString('hex')
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
  const uri = parsed.DATABASE_URI
  const databaseKind = uri.startsWith('file:') ? 'sqlite' : uri.startsWith('mongodb') ? 'mongodb' : 'postgres'
  const resolved = { ...parsed, PAYLOAD_SECRET: resolveSecret(parsed), databaseKind } as const
  // Next's bundled copy of the config (the admin panel) runs in this process and must see the same values.
  source.PAYLOAD_SECRET ??= resolved.PAYLOAD_SECRET
  source.DATABASE_URI ??= resolved.DATABASE_URI
  source.DATA_DIR ??= DATA_DIR
  return resolved
}

export const env = loadEnv()
