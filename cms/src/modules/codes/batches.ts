import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { makeCode, toTenths } from '@portal/shared'
import type { CodeBatch, Staff } from '../../payload-types'
import { sql } from '@payloadcms/db-postgres'
import { AppError, validationError } from '../../domain/errors'
import { recordAudit } from '../audit/audit'
import { pointsLimitRefusal } from '../../domain/pointsLimits'
import { hasRole } from '../../access/roles'
import { programmeSettings } from '../programme/settings'
import { sqlFor } from '../sql'
import { inTransaction } from '../transaction'
import { insertCodes } from './bulkInsert'

/** A machine client (the manufacturer's systems) as the batch's creator: named in the audit log, never an admin. */
export type MachineActor = { id: null; email: string }

export type NewBatch = {
  name: string
  productId?: string | null
  kind?: 'product' | 'training'
  trainingName?: string
  trainingStartsAt?: string
  trainingEndsAt?: string
  pointsPerCode: number
  count: number
  /** Deterministic codes for demo data; production batches use crypto randomness. */
  random?: () => number
}

const cryptoRandom = () => crypto.randomInt(0, 2 ** 32) / 2 ** 32

// Batches are generated only here, by staff or the seed.
const asGenerator = { overrideAccess: true } as const

/** The batch row itself, in the caller's transaction; its codes come from generation or an import. */
export async function createBatchRecord(
  payload: Payload,
  req: PayloadRequest,
  batch: Omit<NewBatch, 'count' | 'random'>,
  count: number,
  createdBy?: Staff | MachineActor,
  action: 'code-batch.create' | 'code-batch.import' = 'code-batch.create',
): Promise<CodeBatch> {
  // Staff and machine clients creating a batch are limited unless admin; the seed and benchmarks (no one) are not.
  const limited = createdBy !== undefined && !(createdBy.id !== null && hasRole({ ...createdBy, collection: 'staff' }, 'admin'))
  const refusal = pointsLimitRefusal(
    'points_per_code_max',
    batch.pointsPerCode,
    limited ? (await programmeSettings(payload)).limits : null,
    limited,
  )
  if (refusal) throw validationError({ points_per_code: [refusal] })
  const created = await payload.create({
    collection: 'code-batches',
    data: {
      name: batch.name,
      product: batch.productId ?? null,
      kind: batch.kind ?? 'product',
      training_name: batch.trainingName ?? null,
      training_starts_at: batch.trainingStartsAt ?? null,
      training_ends_at: batch.trainingEndsAt ?? null,
      points_per_code: batch.pointsPerCode,
      count,
      created_by: createdBy?.id ?? null,
    },
    req,
    ...asGenerator,
  })
  if (createdBy)
    await recordAudit(
      payload,
      createdBy,
      {
        action,
        resource: 'code-batches',
        resourceId: created.id,
        label: created.name,
        after: { count, points_per_code: batch.pointsPerCode, kind: created.kind, product: batch.productId ?? null },
      },
      req,
    )
  return created
}

/**
 * Creates a batch and its codes in one transaction (all or nothing). Codes are drawn in rounds:
 * whatever collides with an existing code (or another in the round) is simply drawn again.
 */
export async function generateBatch(payload: Payload, batch: NewBatch, createdBy?: Staff): Promise<{ batch: CodeBatch; codes: string[] }> {
  const random = batch.random ?? cryptoRandom
  return inTransaction(payload, async (req) => {
    const created = await createBatchRecord(payload, req, batch, batch.count, createdBy)
    const pointsTenths = toTenths(batch.pointsPerCode)
    const codes: string[] = []
    while (codes.length < batch.count) {
      const round = new Set<string>()
      while (round.size < batch.count - codes.length) round.add(makeCode(random))
      const inserted = await insertCodes(
        payload,
        req,
        [...round].map((code) => ({ code, batch: created.id, product: batch.productId ?? null, points_tenths: pointsTenths })),
      )
      codes.push(...inserted)
    }
    return { batch: created, codes }
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Revokes a leaked batch: from now its codes no one registered answer "invalid code"; the registered ones keep
 * their points. Once: the batch's row is locked, and a second revocation changes nothing and says when the first one was.
 */
export async function revokeBatch(payload: Payload, staff: Staff, batchId: string) {
  const notFound = new AppError(404, 'Nie znaleziono partii kodów.')
  if (!UUID.test(batchId)) throw notFound
  return inTransaction(payload, async (req) => {
    const db = await sqlFor(payload, req)
    const { rows } = await db.execute<{ id: string; name: string; revoked_at: string | null }>(
      sql`SELECT id, name, revoked_at::text AS revoked_at FROM code_batches WHERE id = ${batchId} FOR UPDATE`,
    )
    const batch = rows[0]
    if (!batch) throw notFound
    const { rows: counts } = await db.execute<{ unregistered: string; registered: string }>(sql`
      SELECT count(*) FILTER (WHERE registered_by_id IS NULL) AS unregistered, count(*) FILTER (WHERE registered_by_id IS NOT NULL) AS registered
      FROM codes WHERE batch_id = ${batchId}`)
    const summary = { unregistered: Number(counts[0]?.unregistered ?? 0), registered: Number(counts[0]?.registered ?? 0) }
    if (batch.revoked_at) return { id: batch.id, revoked_at: batch.revoked_at, ...summary }
    const { rows: revoked } = await db.execute<{ revoked_at: string }>(sql`
      UPDATE code_batches SET revoked_at = now(), revoked_by_id = ${staff.id}, updated_at = now() WHERE id = ${batchId}
      RETURNING revoked_at::text AS revoked_at`)
    const revokedAt = revoked[0]!.revoked_at
    await recordAudit(
      payload,
      staff,
      {
        action: 'code-batch.revoke',
        resource: 'code-batches',
        resourceId: batch.id,
        label: batch.name,
        after: { revoked_at: revokedAt, ...summary },
      },
      req,
    )
    return { id: batch.id, revoked_at: revokedAt, ...summary }
  })
}
