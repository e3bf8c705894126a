import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { DocumentKind, StatementInput, StatementRecord } from '@portal/shared'
import type { Document, Statement } from '../../payload-types'
import { readModelOf } from '../../cache/readModel'
import { currentDocuments } from '../documents/current'
import type { PartnerUser } from '../auth/users'
import { executePrepared, sqlFor } from '../sql'

export type RequestMeta = { ip?: string; userAgent?: string }

function documentCondition(doc: Document | null) {
  return doc ? { equals: doc.id } : { exists: false }
}

/** Statements accepting both documents in the versions given (the ones in force). */
function acceptsCurrent(current: Record<DocumentKind, Document | null>): Where {
  return {
    regulations: documentCondition(current.regulations),
    privacy_policy: documentCondition(current.privacy_policy),
    accept_regulations: { equals: true },
    accept_privacy_policy: { equals: true },
  }
}

/**
 * When the partner accepted the versions now in force, or null: a newer regulations or privacy
 * policy published since then asks for acceptance again.
 */
export function acceptedCurrentAt(payload: Payload, partner: PartnerUser): Promise<string | null> {
  // Kept per partner until they sign a statement or a document changes (or a second passes).
  return readModelOf(payload, 'accepted-current-at', ['partner', 'documents'], async (partnerId) =>
    readAcceptedCurrentAt(payload, partnerId, await currentDocuments(payload)),
  ).get(partner.id)
}

async function readAcceptedCurrentAt(
  payload: Payload,
  partnerId: string,
  current: Record<DocumentKind, Document | null>,
): Promise<string | null> {
  // Read for every partner's session each second (when it is not kept): one prepared statement, not a Payload find
  // (a count and a select through its query builder, ~1 ms of CPU each; bench:hot, code registration).
  const { rows } = await executePrepared<{ accepted_at: Date | string }>(
    await sqlFor(payload),
    sql`SELECT accepted_at FROM statements WHERE partner_id = ${partnerId}
      AND regulations_id IS NOT DISTINCT FROM ${current.regulations?.id ?? null}::uuid
      AND privacy_policy_id IS NOT DISTINCT FROM ${current.privacy_policy?.id ?? null}::uuid
      AND accept_regulations AND accept_privacy_policy ORDER BY accepted_at LIMIT 1`,
  )
  return rows[0] ? new Date(rows[0].accepted_at).toISOString() : null
}

/** Every partner who accepted the versions in force (the back office's "accepted" filter). */
export async function partnersWhoAcceptedCurrent(payload: Payload): Promise<string[]> {
  const found = await payload.find({
    collection: 'statements',
    where: acceptsCurrent(await currentDocuments(payload)),
    pagination: false,
    depth: 0,
    select: { partner: true },
    overrideAccess: true,
  })
  return [...new Set(found.docs.map((statement) => (typeof statement.partner === 'string' ? statement.partner : statement.partner.id)))]
}

async function latestStatement(payload: Payload, partner: PartnerUser): Promise<Statement | null> {
  const found = await payload.find({
    collection: 'statements',
    where: { partner: { equals: partner.id } },
    sort: '-accepted_at',
    limit: 1,
    depth: 1,
    user: partner,
    overrideAccess: false,
  })
  return found.docs[0] ?? null
}

/** An accepted document as the register keeps it: the record, and its version and file fingerprint as they were. */
type Accepted = { id: string | null; version: string | null; sha256: string | null } | null
type StatementValues = StatementInput & { regulations: Accepted; privacy_policy: Accepted }

const accepted = (doc: Document | null): Accepted => doc && { id: doc.id, version: doc.version, sha256: doc.sha256 ?? null }

/** Appends one statement to the consent register (inside the caller's transaction when `req` is given). */
async function recordStatement(
  payload: Payload,
  partnerId: string,
  values: StatementValues,
  meta: RequestMeta,
  req?: PayloadRequest,
): Promise<Statement> {
  // Statements are append-only: the collection refuses every API write, only this service records them.
  return payload.create({
    collection: 'statements',
    data: {
      partner: partnerId,
      regulations: values.regulations?.id ?? null,
      regulations_version: values.regulations?.version ?? null,
      regulations_sha256: values.regulations?.sha256 ?? null,
      privacy_policy: values.privacy_policy?.id ?? null,
      privacy_policy_version: values.privacy_policy?.version ?? null,
      privacy_policy_sha256: values.privacy_policy?.sha256 ?? null,
      accept_regulations: values.accept_regulations,
      accept_privacy_policy: values.accept_privacy_policy,
      accept_marketing_data_process: values.accept_marketing_data_process,
      accepted_at: new Date().toISOString(),
      ip: meta.ip?.slice(0, 64),
      user_agent: meta.userAgent?.slice(0, 512),
    },
    overrideAccess: true,
    depth: 1,
    req,
  })
}

/** Records the partner's statement about the document versions in force now. */
export async function acceptCurrentDocuments(
  payload: Payload,
  partnerId: string,
  statement: StatementInput,
  meta: RequestMeta,
  req?: PayloadRequest,
): Promise<Statement> {
  const current = await currentDocuments(payload, req)
  return recordStatement(
    payload,
    partnerId,
    { ...statement, regulations: accepted(current.regulations), privacy_policy: accepted(current.privacy_policy) },
    meta,
    req,
  )
}

/** The acceptance screen: records acceptance of the versions in force (validated by the shared schema). */
export function acceptRegulations(payload: Payload, partner: PartnerUser, statement: StatementInput, meta: RequestMeta) {
  return acceptCurrentDocuments(payload, partner.id, statement, meta)
}

/** The consent panel: a marketing consent change is a new statement that keeps the documents already accepted. */
export async function changeMarketingConsent(payload: Payload, partner: PartnerUser, marketing: boolean, meta: RequestMeta) {
  const latest = await latestStatement(payload, partner)
  const kept = (doc: Statement['regulations'], version?: string | null, sha256?: string | null): Accepted =>
    doc || version
      ? { id: doc && typeof doc === 'object' ? doc.id : (doc ?? null), version: version ?? null, sha256: sha256 ?? null }
      : null
  return recordStatement(
    payload,
    partner.id,
    {
      accept_regulations: latest?.accept_regulations ?? false,
      accept_privacy_policy: latest?.accept_privacy_policy ?? false,
      accept_marketing_data_process: marketing,
      regulations: kept(latest?.regulations ?? null, latest?.regulations_version, latest?.regulations_sha256),
      privacy_policy: kept(latest?.privacy_policy ?? null, latest?.privacy_policy_version, latest?.privacy_policy_sha256),
    },
    meta,
  )
}

export function describeStatement(statement: Statement): StatementRecord {
  const versionOf = (doc: Statement['regulations'], kept?: string | null) => kept ?? (doc && typeof doc === 'object' ? doc.version : null)
  return {
    id: statement.id,
    accept_regulations: Boolean(statement.accept_regulations),
    accept_privacy_policy: Boolean(statement.accept_privacy_policy),
    accept_marketing_data_process: Boolean(statement.accept_marketing_data_process),
    regulations_version: versionOf(statement.regulations, statement.regulations_version),
    privacy_policy_version: versionOf(statement.privacy_policy ?? null, statement.privacy_policy_version),
    accepted_at: statement.accepted_at,
  }
}

export async function currentStatement(payload: Payload, partner: PartnerUser): Promise<StatementRecord | null> {
  const latest = await latestStatement(payload, partner)
  return latest ? describeStatement(latest) : null
}
