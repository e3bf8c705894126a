import type { Payload } from 'payload'
import { AppError } from '../../domain/errors'
import type { RankingPublication } from '../../payload-types'
import { isRecordId, type ListQuery } from '../backoffice/simpleRest'
import type { StaffUser } from '../auth/users'

export const PUBLICATION_SORTABLE = ['createdAt', 'data_date'] as const

export function publicationRow(publication: RankingPublication) {
  const by = publication.published_by && typeof publication.published_by === 'object' ? publication.published_by : null
  const file = publication.file && typeof publication.file === 'object' ? publication.file : null
  return {
    id: publication.id,
    data_date: publication.data_date,
    rows_count: publication.rows_count,
    published_by: by?.email ?? null,
    createdAt: publication.createdAt,
    made_current_at: publication.made_current_at ?? null,
    current: Boolean(publication.current),
    file_name: file?.filename ?? null,
  }
}

// The stored rows stay out of lists: a publication can hold 50,000 of them.
const withoutResults = {
  data_date: true,
  rows_count: true,
  published_by: true,
  createdAt: true,
  made_current_at: true,
  current: true,
  file: true,
} as const

export async function listPublications(payload: Payload, staff: StaffUser, query: ListQuery) {
  const result = await payload.find({
    collection: 'ranking-publications',
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    select: withoutResults,
    user: staff,
    overrideAccess: false,
  })
  return { rows: result.docs.map((doc) => publicationRow(doc as RankingPublication)), total: result.totalDocs }
}

export async function findPublication(payload: Payload, staff: StaffUser, id: string) {
  const publication = isRecordId(id)
    ? (
        await payload.find({
          collection: 'ranking-publications',
          where: { id: { equals: id } },
          limit: 1,
          depth: 1,
          select: withoutResults,
          user: staff,
          overrideAccess: false,
        })
      ).docs[0]
    : undefined
  if (!publication) throw new AppError(404, 'Nie znaleziono publikacji rankingu.')
  return publication as RankingPublication
}
