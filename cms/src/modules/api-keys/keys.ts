import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { API_KEY_SCOPES, type ApiKeyScope, newApiKeyRequest } from '@portal/shared'
import { AppError, parseBody } from '../../domain/errors'
import { isRecordId } from '../../domain/relations'
import { recordAudit } from '../audit/audit'
import type { StaffUser } from '../auth/users'
import type { ListQuery } from '../backoffice/simpleRest'
import { sqlFor } from '../sql'

const KEY_PREFIX = 'pp_'
const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest('hex')

type KeyRow = {
  id: string
  name: string
  prefix: string
  scopes: ApiKeyScope[] | null
  created_by: string | null
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
  revoked_by: string | null
}

/** A key as the back office lists it: never the key itself, only its first characters. */
const keyView = (row: KeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes ?? [],
  scope_names: (row.scopes ?? []).map((scope) => API_KEY_SCOPES[scope] ?? scope),
  created_by: row.created_by,
  createdAt: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
  revoked_by: row.revoked_by,
})

const KEYS = sql`
  SELECT k.id, k.name, k.prefix, k.created_at::text AS created_at, k.last_used_at::text AS last_used_at, k.revoked_at::text AS revoked_at,
         c.email AS created_by, r.email AS revoked_by,
         (SELECT array_agg(s.value::text ORDER BY s."order") FROM api_keys_scopes s WHERE s.parent_id = k.id) AS scopes
  FROM api_keys k LEFT JOIN staff c ON c.id = k.created_by_id LEFT JOIN staff r ON r.id = k.revoked_by_id`

export async function listApiKeys(payload: Payload, query: ListQuery) {
  const db = await sqlFor(payload)
  const { rows } = await db.execute<KeyRow>(
    sql`${KEYS} ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC LIMIT ${query.limit} OFFSET ${query.start}`,
  )
  const { rows: total } = await db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM api_keys`)
  return { rows: rows.map(keyView), total: Number(total[0]!.count) }
}

export async function findApiKey(payload: Payload, id: string) {
  if (!isRecordId(id)) throw new AppError(404, 'Nie znaleziono klucza API.')
  const { rows } = await (await sqlFor(payload)).execute<KeyRow>(sql`${KEYS} WHERE k.id = ${id}`)
  if (!rows[0]) throw new AppError(404, 'Nie znaleziono klucza API.')
  return keyView(rows[0])
}

/** A new key for a machine client: random, shown once in the answer, kept only as its SHA-256. */
export async function createApiKey(payload: Payload, staff: StaffUser, body: unknown) {
  const input = parseBody(newApiKeyRequest, body)
  const key = `${KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
  const created = await payload.create({
    collection: 'api-keys',
    data: { name: input.name, prefix: key.slice(0, 10), key_hash: hashOf(key), scopes: [...new Set(input.scopes)], created_by: staff.id },
    overrideAccess: true,
  })
  await recordAudit(payload, staff, {
    action: 'api-key.create',
    resource: 'api-keys',
    resourceId: created.id,
    label: input.name,
    after: { prefix: created.prefix, scopes: created.scopes },
  })
  return { ...(await findApiKey(payload, created.id)), key }
}

/** Revokes a key at once (the next request with it is refused), once: a second revocation changes nothing. */
export async function revokeApiKey(payload: Payload, staff: StaffUser, id: string) {
  if (!isRecordId(id)) throw new AppError(404, 'Nie znaleziono klucza API.')
  const { rows } = await (
    await sqlFor(payload)
  ).execute<{ name: string }>(
    sql`UPDATE api_keys SET revoked_at = now(), revoked_by_id = ${staff.id}, updated_at = now() WHERE id = ${id} AND revoked_at IS NULL RETURNING name`,
  )
  if (rows[0]) await recordAudit(payload, staff, { action: 'api-key.revoke', resource: 'api-keys', resourceId: id, label: rows[0].name })
  return findApiKey(payload, id)
}

/**
 * The machine client of an `Authorization: Bearer <key>` header, or an error: a missing, unknown or revoked key is
 * refused at once (no cache). The last use is written at most once a minute per key.
 */
export async function machineOf(payload: Payload, authorization: string | undefined) {
  const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!key) throw new AppError(401, 'Podaj klucz API w nagłówku Authorization: Bearer <klucz>.')
  const db = await sqlFor(payload)
  const { rows } = await db.execute<{ id: string; name: string; scopes: string[] | null }>(sql`
    SELECT k.id, k.name, (SELECT array_agg(s.value::text) FROM api_keys_scopes s WHERE s.parent_id = k.id) AS scopes
    FROM api_keys k WHERE k.key_hash = ${hashOf(key)} AND k.revoked_at IS NULL`)
  const machine = rows[0]
  if (!machine) throw new AppError(401, 'Nieprawidłowy lub unieważniony klucz API.')
  await db.execute(
    sql`UPDATE api_keys SET last_used_at = now() WHERE id = ${machine.id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
  )
  return { id: machine.id, name: machine.name, scopes: machine.scopes ?? [] }
}
