import { APIError, AuthenticationError, LockedAuth } from 'payload'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  SanitizedCollectionConfig,
} from 'payload'
import { BLOCKED_MESSAGE } from '../../domain/errors'
import { recordAudit, recordFailedStaffLogin } from './audit'

// Secrets and bulk never go into the log: password material, tokens and a ranking's 50,000 rows.
const OMITTED = new Set([
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'sessions',
  'results',
  'confirmation_token_hash',
  'loginAttempts',
  'lockUntil',
])

function snapshot(doc: unknown): Record<string, unknown> | null {
  if (!doc || typeof doc !== 'object') return null
  return Object.fromEntries(Object.entries(doc as Record<string, unknown>).filter(([key]) => !OMITTED.has(key)))
}

const staffOf = (user: unknown) =>
  user && typeof user === 'object' && (user as { collection?: string }).collection === 'staff'
    ? (user as { id: string; email: string })
    : null

/** The record as the admin panel titles it (its `useAsTitle` field), when that is a text. */
function titleOf(collection: SanitizedCollectionConfig, doc: Record<string, unknown>): string | null {
  const title = doc[collection.admin?.useAsTitle ?? 'id']
  return typeof title === 'string' || typeof title === 'number' ? String(title) : null
}

const logChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  const staff = staffOf(req.user)
  if (staff)
    await recordAudit(
      req.payload,
      staff,
      {
        action: operation,
        resource: collection.slug,
        resourceId: String(doc.id),
        label: titleOf(collection, doc),
        before: operation === 'create' ? null : snapshot(previousDoc),
        after: snapshot(doc),
      },
      req,
    )
  return doc
}

const logDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const staff = staffOf(req.user)
  if (staff)
    await recordAudit(
      req.payload,
      staff,
      {
        action: 'delete',
        resource: collection.slug,
        resourceId: String(doc.id),
        label: titleOf(collection, doc),
        before: snapshot(doc),
        after: null,
      },
      req,
    )
}

const logGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  const staff = staffOf(req.user)
  if (staff)
    await recordAudit(
      req.payload,
      staff,
      { action: 'update', resource: global.slug, before: snapshot(previousDoc), after: snapshot(doc) },
      req,
    )
  return doc
}

/** Every staff login, through the back office or Payload's own admin panel (both go through Payload's login). */
const logLogin: CollectionAfterLoginHook = async ({ collection, user, req }) => {
  const staff = collection.slug === 'staff' ? (user as { id: string; email: string }) : null
  if (staff)
    await recordAudit(req.payload, staff, { action: 'staff.login', resource: 'staff', resourceId: String(staff.id), label: staff.email })
}

/**
 * A login refused by Payload's own REST (the admin panel's login form); the back office's refusals are recorded
 * by logInStaff, which calls Payload's local API, where this hook does not run.
 */
const logRefusedLogin: CollectionAfterErrorHook = async ({ collection, error, req }) => {
  const refused =
    error instanceof AuthenticationError || error instanceof LockedAuth || (error instanceof APIError && error.message === BLOCKED_MESSAGE)
  const email = (req.data as { email?: unknown } | undefined)?.email
  if (collection.slug === 'staff' && refused && typeof email === 'string')
    await recordFailedStaffLogin(req.payload, email, { status: (error as APIError).status, reason: error.message })
}

/**
 * Staff edits made in the Payload admin (content, settings, any collection) land in the audit log;
 * the back office's own actions record themselves with their business meaning.
 */
export function withAuditHooks(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === 'audit-log') return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), logChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), logDelete],
      ...(collection.auth
        ? {
            afterLogin: [...(collection.hooks?.afterLogin ?? []), logLogin],
            afterError: [...(collection.hooks?.afterError ?? []), logRefusedLogin],
          }
        : {}),
    },
  }
}

export function withGlobalAuditHooks(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), logGlobalChange] } }
}
