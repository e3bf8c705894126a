import { APIError, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook, type Payload, type PayloadRequest } from 'payload'
import type { Document } from '../payload-types'

type Refusal = (req: PayloadRequest, id: string) => Promise<string | null>

/**
 * What the ledger, orders or the consent register point to is evidence: it can be archived (unpublished,
 * deactivated), never deleted. A hook, not access, so it holds for every role, admin included, in the admin
 * panel and over /cms-api alike.
 */
export function keptAsEvidence(refusal: Refusal): CollectionBeforeDeleteHook {
  return async ({ req, id }) => {
    const message = await refusal(req, String(id))
    if (message) throw new APIError(message, 409, null, true)
  }
}

const count = async (req: PayloadRequest, collection: Parameters<Payload['count']>[0]['collection'], where: object) =>
  (await req.payload.count({ collection, where: where as never, req, overrideAccess: true })).totalDocs

const acceptances = (req: PayloadRequest, documentId: string) =>
  count(req, 'statements', { or: [{ regulations: { equals: documentId } }, { privacy_policy: { equals: documentId } }] })

export const acceptedDocument: Refusal = async (req, id) =>
  (await acceptances(req, id)) > 0
    ? 'Tej wersji dokumentu nie można usunąć: partnerzy ją zaakceptowali. Możesz wycofać ją z publikacji albo opublikować nowszą wersję.'
    : null

export const orderedPrize: Refusal = async (req, id) =>
  (await count(req, 'orders', { 'lines.prize': { equals: id } })) > 0
    ? 'Tej nagrody nie można usunąć: jest w zamówieniach partnerów. Odznacz „Aktywna”, a zniknie z katalogu.'
    : null

export const batchWithRegisteredCodes: Refusal = async (req, id) =>
  (await count(req, 'codes', { batch: { equals: id }, registered_by: { exists: true } })) > 0
    ? 'Tej partii nie można usunąć: jej kody zarejestrowano i naliczono za nie punkty.'
    : null

export const usedCoupon: Refusal = async (req, id) => {
  const coupon = await req.payload.findByID({ collection: 'coupons', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  return coupon && (await count(req, 'partners', { registration_coupon: { equals: coupon.code } })) > 0
    ? 'Tego kuponu nie można usunąć: partnerzy otrzymali za niego punkty. Odznacz „Aktywny”, aby nikt więcej go nie użył.'
    : null
}

// What a partner accepted stays what they accepted: the file, its version and kind; title and publication may change.
const FIXED_ONCE_ACCEPTED = ['filename', 'version', 'kind', 'effective_date', 'sha256'] as const

/**
 * An accepted document version's file and identity cannot be replaced (a new version is a new document). Checked
 * before the operation: Payload writes an uploaded file to disk before its beforeChange hooks run.
 */
export const acceptedDocumentUnchanged: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args.data ?? {}) as Partial<Document>
  const where = 'id' in args && args.id ? { id: { equals: args.id } } : args.where
  const { docs } = await req.payload.find({ collection: 'documents', where, depth: 0, pagination: false, req, overrideAccess: true })
  for (const original of docs) {
    const differs = (field: (typeof FIXED_ONCE_ACCEPTED)[number]) =>
      field === 'effective_date'
        ? new Date(data[field]!).getTime() !== new Date(original[field]).getTime()
        : data[field] !== original[field]
    const changed = Boolean(req.file) || FIXED_ONCE_ACCEPTED.some((field) => data[field] !== undefined && differs(field))
    if (changed && (await acceptances(req, original.id)) > 0)
      throw new APIError(
        'Partnerzy zaakceptowali tę wersję dokumentu: nie można podmienić jej pliku, wersji, rodzaju ani daty obowiązywania. Dodaj nowszą wersję jako nowy dokument.',
        409,
        null,
        true,
      )
  }
  return args
}
