/** A relationship field as Payload returns it: the related record (depth ≥ 1), its id (depth 0), or nothing. */
export const related = <T extends object>(value: unknown): T | null => (value && typeof value === 'object' ? (value as T) : null)

export const relatedId = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null

// uuid (SQL adapters) or ObjectId (MongoDB); anything else names no record, and PostgreSQL would refuse it as an id.
const RECORD_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i

export const isRecordId = (id: unknown): id is string => typeof id === 'string' && RECORD_ID.test(id)
