import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { makeCode, POINT_TENTHS } from '@portal/shared'
import type { CodeBatch, Staff } from '../../payload-types'
import { inTransaction } from '../transaction'

export type NewBatch = {
  name: string
  productId?: string | null
  kind?: 'product' | 'training'
  trainingName?: string
  pointsPerCode: number
  count: number
  /** Deterministic codes for demo data; production batches use crypto randomness. */
  random?: () => number
}

const cryptoRandom = () => crypto.randomInt(0, 2 ** 32) / 2 ** 32

// Codes refuse API writes: batches are generated only here, by staff or the seed.
const asGenerator = { overrideAccess: true } as const

/**
 * Creates a batch and its codes in one transaction (all or nothing). A code that collides with an
 * existing one is simply drawn again. Small batches only for now: each code is its own insert.
 */
export async function generateBatch(payload: Payload, batch: NewBatch, createdBy?: Staff): Promise<{ batch: CodeBatch; codes: string[] }> {
  const random = batch.random ?? cryptoRandom
  return inTransaction(payload, async (req) => {
    const created = await payload.create({
      collection: 'code-batches',
      data: {
        name: batch.name,
        product: batch.productId ?? null,
        kind: batch.kind ?? 'product',
        training_name: batch.trainingName ?? null,
        points_per_code: batch.pointsPerCode,
        count: batch.count,
        created_by: createdBy?.id ?? null,
      },
      req,
      ...asGenerator,
    })
    const codes = new Set<string>()
    while (codes.size < batch.count) {
      const code = makeCode(random)
      if (codes.has(code)) continue
      const taken = await payload.count({ collection: 'codes', where: { code: { equals: code } }, req, ...asGenerator })
      if (taken.totalDocs > 0) continue
      codes.add(code)
      await payload.create({
        collection: 'codes',
        data: { code, batch: created.id, product: batch.productId ?? null, points_tenths: Math.round(batch.pointsPerCode * POINT_TENTHS) },
        req,
        ...asGenerator,
      })
    }
    return { batch: created, codes: [...codes] }
  })
}
