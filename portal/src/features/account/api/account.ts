import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountRequest, StatementRecord, SuccessResponse } from '@portal/shared'
import { accountQueryOptions } from '../../../lib/account'
import { api } from '../../../lib/api-client'
import { pageDataQueryOptions } from '../../../lib/page-data'

export function useSaveAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AccountRequest) => api.post<SuccessResponse>('/api/account', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey }),
      ]),
  })
}

export const storeLocation = (point: { lat: number; lng: number }) => api.post<SuccessResponse>('/api/users/location-store', point)

export type CredentialsBody = { user: { name: string; password: string; password_confirmation: string } }
export function useSaveCredentials() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CredentialsBody) => api.post<SuccessResponse>('/api/user-credentials', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey }),
  })
}

const statementQueryOptions = () =>
  queryOptions({
    queryKey: ['user-statements'],
    queryFn: () => api.get<{ success: boolean; item: StatementRecord | null }>('/api/user_statements'),
  })
export const useStatement = () => useQuery(statementQueryOptions())

export function useChangeMarketingConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (consent: boolean) =>
      api.post<{ success: boolean; item: StatementRecord }>('/api/user_statements', {
        statement: { accept_marketing_data_process: consent },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementQueryOptions().queryKey }),
  })
}
