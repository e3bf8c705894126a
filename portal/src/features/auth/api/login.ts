import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loginRequest, type LoginRequest, type SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'
import { pageDataQueryOptions } from '../../../lib/page-data'

export const logIn = (credentials: LoginRequest) => api.post<SuccessResponse>('/api/login', loginRequest.parse(credentials))

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey }),
  })
}
