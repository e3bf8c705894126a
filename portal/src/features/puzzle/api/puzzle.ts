import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PuzzleGroup, PuzzleState, SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'

const puzzleQueryOptions = () => queryOptions({ queryKey: ['puzzle'], queryFn: () => api.get<PuzzleState>('/api/puzzles-create') })
export const usePuzzle = () => useQuery(puzzleQueryOptions())

export function useVote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (vote: { id: string; group: PuzzleGroup }) => api.post<SuccessResponse & { message: string }>('/api/puzzles-store', vote),
    onSettled: () => queryClient.invalidateQueries({ queryKey: puzzleQueryOptions().queryKey }),
  })
}
