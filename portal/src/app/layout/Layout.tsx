import { Suspense, useEffect } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { paths } from '@portal/shared'
import { SurveyPopup } from '../../features/survey/components/SurveyPopup'
import { Toaster } from '../../lib/notifications/Toaster'
import { pageDataQueryOptions, usePageData } from '../../lib/page-data'
import { Footer } from './Footer'
import { TopBar } from './TopBar'

/**
 * The shell of every screen. Page data is fetched again on every change of the full path, and the
 * guard of spec §2 sends a partner who has not accepted the current documents to the acceptance screen.
 */
export function Layout() {
  const { t } = useTranslation()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { data, isPending, isError } = usePageData()
  const fullPath = location.pathname + location.search

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: pageDataQueryOptions().queryKey })
  }, [fullPath, queryClient])

  // The programme's colours from its settings (checked there to keep white text readable on the main one).
  const brand = data?.brand
  useEffect(() => {
    if (!brand) return
    document.documentElement.style.setProperty('--brand', brand.primary)
    document.documentElement.style.setProperty('--accent', brand.accent)
    document.title = brand.name
  }, [brand])

  if (isPending) return <p className="loading">{t('common.loading')}</p>
  if (isError || !data) return <p className="loading">{t('acceptRegulations.errorText')}</p>

  const mustAccept = Boolean(data.user && !data.user.accept_regulations_at)
  if (mustAccept && location.pathname !== paths.acceptRegulations) return <Navigate to={paths.acceptRegulations} replace />

  const showFooter = data.isLoggedin && location.pathname !== paths.login
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <TopBar data={data} />
      <Toaster />
      <main id="content" className="content" key={fullPath}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter && <Footer data={data} />}
      {/* Never over the add-code screen: a partner there has a code in hand (and maybe a QR just scanned). */}
      {data.isLoggedin && !mustAccept && data.survey_url && location.pathname !== paths.addCode && (
        <SurveyPopup surveyUrl={data.survey_url} />
      )}
    </div>
  )
}
