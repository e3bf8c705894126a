import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'
import { pageDataQueryOptions } from '../../../lib/page-data'

// The server checks the credentials with the shared schema; the login page's bundle stays without the validator (issue 12: ≤ 100 KB).
const logIn = (credentials: LoginRequest) => api.post<SuccessResponse & { language: 'pl' | 'en' }>('/api/login', credentials)

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey }),
  })
}

/** A new confirmation link for a self-registered account (the server answers every address alike). */
export const useResendConfirmation = () =>
  useMutation({ mutationFn: (email: string) => api.post<SuccessResponse>('/api/register/resend-confirmation', { email }) })
