import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

export type ProvinceItem = { id: string; name: string }

/** GET /api/provinces: the 16 voivodeships, used by every address form. */
const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['provinces'],
    queryFn: () => api.get<{ items: ProvinceItem[] }>('/api/provinces').then((r) => r.items),
    staleTime: Infinity,
  })

export const useProvinces = () => useQuery(provincesQueryOptions())
