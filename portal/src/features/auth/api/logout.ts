import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SuccessResponse } from '@portal/shared'
import { api, fetchCsrfCookie } from '../../../lib/api-client'
import { forgetPageData } from '../../../lib/page-data'

/** Spec §4: fetch the CSRF cookie, then post the logout. */
async function logOut(): Promise<SuccessResponse> {
  await fetchCsrfCookie()
  return api.post<SuccessResponse>('/api/logout')
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      forgetPageData()
      queryClient.clear()
    },
  })
}
