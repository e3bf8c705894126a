import { useMutation } from '@tanstack/react-query'
import type { SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'

const remindPassword = (email: string) => api.post<SuccessResponse>('/api/remind-password', { email })
export const useRemindPassword = () => useMutation({ mutationFn: remindPassword })

type ResetPasswordBody = { token: string; email: string; password: string; password_confirmation: string }
const resetPassword = (body: ResetPasswordBody) => api.post<SuccessResponse>('/api/reset-password', body)
export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
