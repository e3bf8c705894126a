import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RankingView } from '@portal/shared'
import { api } from '../../../lib/api-client'

const rankingQueryOptions = () => queryOptions({ queryKey: ['ranking'], queryFn: () => api.get<RankingView>('/api/ranking') })
export const useRanking = () => useQuery(rankingQueryOptions())
