import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CATALOGUE_PAGE_SIZE } from '@portal/shared'
import { api, apiRequest } from '../../../lib/api-client'

export type Prize = {
  id: string
  index: string
  name: string
  category: string
  points: number
  description: string | null
  stock: number
  image: { url: string; alt: string } | null
}
export type PrizeFilters = {
  q: string
  category: string
  min: string
  max: string
  affordable: boolean
  sort: 'name' | 'points'
  order: 'asc' | 'desc'
  page: number
}
export type Cart = {
  items: Array<{ number: number; prize_id: string; name: string; quantity: number; points: number; line_points: number }>
  total: number
}
export type OrderRow = { number: string; prize: string; date: string; status: string; total_points: number; tracking_number: string | null }

function search(filters: PrizeFilters): string {
  const params = new URLSearchParams({
    sort: filters.sort,
    order: filters.order,
    page: String(filters.page),
    per_page: String(CATALOGUE_PAGE_SIZE),
  })
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.category) params.set('category', filters.category)
  if (/^\d+$/.test(filters.min)) params.set('min', filters.min)
  if (/^\d+$/.test(filters.max)) params.set('max', filters.max)
  if (filters.affordable) params.set('affordable', '1')
  return params.toString()
}

const prizesQueryOptions = (filters: PrizeFilters) =>
  queryOptions({
    queryKey: ['prizes', filters],
    queryFn: () => api.get<{ items: Prize[]; current_page: number; last_page: number; total: number }>(`/api/prizes?${search(filters)}`),
    placeholderData: keepPreviousData,
  })
export const usePrizes = (filters: PrizeFilters) => useQuery(prizesQueryOptions(filters))

const cartQueryOptions = () => queryOptions({ queryKey: ['cart'], queryFn: () => api.get<Cart>('/api/cart') })
export const useCart = () => useQuery(cartQueryOptions())

export function useCartChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { prizeId: string; quantity?: number; action: 'add' | 'set' | 'remove' }) =>
      change.action === 'add'
        ? api.post<{ message: string; cart: Cart }>('/api/cart', { prize_id: change.prizeId, quantity: change.quantity ?? 1 })
        : change.action === 'set'
          ? apiRequest<{ message: string; cart: Cart }>('PUT', `/api/cart/${change.prizeId}`, { quantity: change.quantity })
          : apiRequest<{ message: string; cart: Cart }>('DELETE', `/api/cart/${change.prizeId}`),
    onSuccess: (response) => queryClient.setQueryData(cartQueryOptions().queryKey, response.cart),
  })
}

const ordersQueryOptions = () =>
  queryOptions({ queryKey: ['orders'], queryFn: () => api.get<{ items: OrderRow[] }>('/api/orders').then((r) => r.items) })
export const useOrders = () => useQuery(ordersQueryOptions())

export type OrderBody = {
  delivery: 'correspondence' | 'residence' | 'other'
  other_address?: Record<string, string>
  idempotency_key: string
  reorder?: string
}
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderBody) => api.post<{ message: string; order: { number: string } }>('/api/orders', body),
    onSuccess: () => Promise.all(['cart', 'orders', 'points', 'prizes'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
