import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@portal/shared'
import { usePageData } from '../lib/page-data'

/** Guests only: a logged-in partner goes to /start. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data } = usePageData()
  return data?.isLoggedin ? <Navigate to={paths.start} replace /> : children
}

/** Login required: a guest goes to `redirectTo` (spec §2: mostly /, account screens /login). */
export function RequireLogin({ children, redirectTo = paths.home }: { children: ReactNode; redirectTo?: string }) {
  const { data } = usePageData()
  return data?.isLoggedin ? children : <Navigate to={redirectTo} replace />
}
