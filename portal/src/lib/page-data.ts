import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PageData } from '@portal/shared'
import { api, ApiError } from './api-client'

const OFFLINE_COPY = 'portal:page-data'

/**
 * The global page data (spec §3). The last answer is kept on the device, so the portal still opens
 * without a network (the add-code screen must work on a building site); logout forgets it.
 */
async function getPageData(): Promise<PageData> {
  try {
    const data = await api.get<PageData>('/api/page-data')
    if (data.isLoggedin) localStorage.setItem(OFFLINE_COPY, JSON.stringify(data))
    else localStorage.removeItem(OFFLINE_COPY)
    return data
  } catch (error) {
    const copy = localStorage.getItem(OFFLINE_COPY)
    if (error instanceof ApiError || !copy) throw error
    return JSON.parse(copy) as PageData
  }
}

export const forgetPageData = () => localStorage.removeItem(OFFLINE_COPY)

export const pageDataQueryOptions = () => queryOptions({ queryKey: ['page-data'], queryFn: getPageData, staleTime: 0 })

export const usePageData = () => useQuery(pageDataQueryOptions())
