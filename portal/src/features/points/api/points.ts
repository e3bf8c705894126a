import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PointsBalance } from '@portal/shared'
import { api } from '../../../lib/api-client'

export const pointsQueryOptions = () => queryOptions({ queryKey: ['points'], queryFn: () => api.get<PointsBalance>('/api/points') })
export const usePoints = (enabled: boolean) => useQuery({ ...pointsQueryOptions(), enabled })
