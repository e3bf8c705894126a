import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@portal/shared'
import { usePageData } from '../lib/page-data'

/** Guests only: a logged-in partner goes to /start (or, for the invitation link, to /). */
export function GuestOnly({ children, redirectTo = paths.start }: { children: ReactNode; redirectTo?: string }) {
  const { data } = usePageData()
  return data?.isLoggedin ? <Navigate to={redirectTo} replace /> : children
}

/** Login required: a guest goes to `redirectTo` (spec §2: mostly /, account screens /login). */
export function RequireLogin({ children, redirectTo = paths.home }: { children: ReactNode; redirectTo?: string }) {
  const { data } = usePageData()
  return data?.isLoggedin ? children : <Navigate to={redirectTo} replace />
}
