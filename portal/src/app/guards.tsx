import type { ReactNode } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { loginReturningTo, paths, safeReturnPath } from '@portal/shared'
import { usePageData } from '../lib/page-data'

/** Guests only: a logged-in partner goes where the login was asked for (`?next=`), else /start (the invitation link: /). */
export function GuestOnly({ children, redirectTo = paths.start }: { children: ReactNode; redirectTo?: string }) {
  const { data } = usePageData()
  const [params] = useSearchParams()
  return data?.isLoggedin ? <Navigate to={safeReturnPath(params.get('next')) ?? redirectTo} replace /> : children
}

/**
 * Login required: a guest goes to `redirectTo` (spec §2: mostly /, account screens /login) and, once logged in,
 * comes back here (a package's QR code opens /dodaj-kod?kod=… on a phone that is not logged in yet).
 */
export function RequireLogin({ children, redirectTo = paths.home }: { children: ReactNode; redirectTo?: string }) {
  const { data } = usePageData()
  const { pathname, search } = useLocation()
  return data?.isLoggedin ? children : <Navigate to={loginReturningTo(redirectTo, pathname + search)} replace />
}
