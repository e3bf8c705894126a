import { useMutation, useQuery } from '@tanstack/react-query'
import type { ContactMessageRequest, SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'

/** A fresh challenge on every load: the server spends it with each send, right or wrong. */
export const useCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: ['captcha'],
    queryFn: () => api.get<{ captcha: string }>('/api/get-captcha'),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  })

/** The logged-in sender's e-mail and phone, to prefill the form. */
export const useSender = (enabled: boolean) =>
  useQuery({
    queryKey: ['account'],
    queryFn: () => api.get<{ user: { email: string; phone: string | null } }>('/api/account'),
    enabled,
    select: (data) => data.user,
  })

export const useSendMessage = () =>
  useMutation({ mutationFn: (body: ContactMessageRequest) => api.post<SuccessResponse & { message: string }>('/api/send-message', body) })
