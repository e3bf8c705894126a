import { useMutation } from '@tanstack/react-query'
import type { SelfRegistrationRequest, SuccessResponse } from '@portal/shared'
import { api } from '../../../lib/api-client'

const register = (body: SelfRegistrationRequest) => api.post<SuccessResponse & { promotion_points: number }>('/api/register', body)
export const useRegister = () => useMutation({ mutationFn: register })

type ConfirmBody = { token: string; email: string; password: string; password_confirmation: string }
const confirmRegistration = (body: ConfirmBody) => api.post<SuccessResponse>('/api/register/confirm', body)
export const useConfirmRegistration = () => useMutation({ mutationFn: confirmRegistration })
