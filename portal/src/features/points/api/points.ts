import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type Transaction = { label: string; points: number; date: string; source: string }
export type RegisteredCode = { code: string; product: string | null; points: number; registered_at: string }
export const useTransactions = () =>
  useQuery({ queryKey: ['transactions'], queryFn: () => api.get<{ items: Transaction[] }>('/api/transactions').then((r) => r.items) })
export const useRegisteredCodes = () =>
  useQuery({ queryKey: ['registered-codes'], queryFn: () => api.get<{ items: RegisteredCode[] }>('/api/codes').then((r) => r.items) })
export type Training = { name: string; startAt: string | null; endAt: string | null; coupon: string; points: number; registeredAt: string }
export const useTrainings = () =>
  useQuery({ queryKey: ['trainings'], queryFn: () => api.get<{ items: Training[] }>('/api/trainings').then((r) => r.items) })
