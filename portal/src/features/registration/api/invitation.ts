import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { CompleteInvitationRequest, InvitationView, SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'

const invitationQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['invitation', key],
    queryFn: () =>
      api.get<{ success: boolean; message: string; invitation: InvitationView }>(`/api/invitations/${encodeURIComponent(key)}`),
    retry: false,
  })

export const useInvitation = (key: string) => useQuery(invitationQueryOptions(key))

const completeInvitation = (body: CompleteInvitationRequest) => api.post<SuccessResponse>('/api/invitations/complete-invitation', body)

export const useCompleteInvitation = () => useMutation({ mutationFn: completeInvitation })
