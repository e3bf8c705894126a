import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AccountView } from '@portal/shared'
import { api } from './api-client'

/** The partner's own data and addresses: the profile and its edit form, and the cart's delivery choices show them. */
export const accountQueryOptions = () => queryOptions({ queryKey: ['account'], queryFn: () => api.get<AccountView>('/api/account') })
export const useAccount = () => useQuery(accountQueryOptions())
