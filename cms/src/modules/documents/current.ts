import type { Payload, PayloadRequest } from 'payload'
import type { CurrentDocument, DocumentKind } from '@portal/shared'
import { readModelOf } from '../../cache/readModel'
import type { Document } from '../../payload-types'

export const DOCUMENT_PATHS: Record<DocumentKind, { path: string; param: string }> = {
  regulations: { path: '/regulamin', param: 'date' },
  privacy_policy: { path: '/polityka-prywatnosci', param: 'v' },
}

/** The public address of one version, as the spec's links have it (/regulamin?date=…, /polityka-prywatnosci?v=…). */
function documentUrl(kind: DocumentKind, version: string): string {
  const { path, param } = DOCUMENT_PATHS[kind]
  return `${path}?${param}=${encodeURIComponent(version)}`
}

/** The version in force: published, effective already, the latest effective date wins. */
export async function currentDocument(payload: Payload, kind: DocumentKind, req?: PayloadRequest): Promise<Document | null> {
  const found = await payload.find({
    collection: 'documents',
    where: {
      kind: { equals: kind },
      published: { equals: true },
      effective_date: { less_than_equal: new Date().toISOString() },
    },
    sort: '-effective_date',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    req,
  })
  return found.docs[0] ?? null
}

/**
 * Both versions in force. Outside a transaction they are kept until a document changes, or for a second (which
 * also bounds how late a version whose effective date has just come is served).
 */
export function currentDocuments(payload: Payload, req?: PayloadRequest): Promise<Record<DocumentKind, Document | null>> {
  if (req) return readCurrentDocuments(payload, req)
  return readModelOf(payload, 'current-documents', ['documents'], () => readCurrentDocuments(payload)).get()
}

async function readCurrentDocuments(payload: Payload, req?: PayloadRequest): Promise<Record<DocumentKind, Document | null>> {
  const [regulations, privacy_policy] = await Promise.all([
    currentDocument(payload, 'regulations', req),
    currentDocument(payload, 'privacy_policy', req),
  ])
  return { regulations, privacy_policy }
}

/** A published version by its label, or the current one when no label is given. */
export async function documentVersion(payload: Payload, kind: DocumentKind, version: string | undefined): Promise<Document | null> {
  if (!version) return currentDocument(payload, kind)
  const found = await payload.find({
    collection: 'documents',
    where: { kind: { equals: kind }, published: { equals: true }, version: { equals: version } },
    sort: '-effective_date',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return found.docs[0] ?? null
}

export function describeDocument(doc: Document | null): CurrentDocument | null {
  if (!doc) return null
  return { id: doc.id, version: doc.version, url: documentUrl(doc.kind, doc.version), effective_date: doc.effective_date }
}
