import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PageData } from '@portal/shared'
import { api } from './api-client'

/** The global page data (spec §3): who is logged in, acceptance, contacts, documents and programme switches. */
export const getPageData = () => api.get<PageData>('/api/page-data')

export const pageDataQueryOptions = () => queryOptions({ queryKey: ['page-data'], queryFn: getPageData, staleTime: 0 })

export const usePageData = () => useQuery(pageDataQueryOptions())
