import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PointsBalance } from '@portal/shared'
import { api } from './api-client'

/** The partner's balance (received, spent, available): the start page, the points page, the catalogue and the cart show it. */
const pointsQueryOptions = () => queryOptions({ queryKey: ['points'], queryFn: () => api.get<PointsBalance>('/api/points') })
export const usePoints = () => useQuery(pointsQueryOptions())
