import { useMutation } from '@tanstack/react-query'
import type { StatementInput, StatementRecord } from '@portal/shared'
import { api } from '../../../lib/api-client'

/** The server validates with the shared schema and answers 422 per checkbox. */
const acceptRegulations = (statement: StatementInput) =>
  api.post<{ success: boolean; item: StatementRecord }>('/api/accept-regulations', { statement })

export const useAcceptRegulations = () => useMutation({ mutationFn: acceptRegulations })
