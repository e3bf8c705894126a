import { type ComponentType, lazy } from 'react'
import { type RouteObject, useRoutes } from 'react-router-dom'
import { paths } from '@portal/shared'
import { LoginPage } from '../features/auth/components/LoginPage'
import { GuestOnly, RequireLogin } from './guards'
import { Layout } from './layout/Layout'
import { NotFoundPage } from './routes/NotFoundPage'

/** A screen loaded on its first visit (spec §2 asks it of the rankings): the login page's download stays small. */
function screen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

const StartPage = screen(() => import('./routes/StartPage'), 'StartPage')
const EditAuthorizationPage = screen(() => import('../features/account/components/EditAuthorizationPage'), 'EditAuthorizationPage')
const EditDataPage = screen(() => import('../features/account/components/EditDataPage'), 'EditDataPage')
const ProfilePage = screen(() => import('../features/account/components/ProfilePage'), 'ProfilePage')
const PasswordResetPage = screen(() => import('../features/passwords/components/PasswordResetPage'), 'PasswordResetPage')
const RemindPasswordPage = screen(() => import('../features/passwords/components/RemindPasswordPage'), 'RemindPasswordPage')
const ConfirmRegistrationPage = screen(
  () => import('../features/registration/components/ConfirmRegistrationPage'),
  'ConfirmRegistrationPage',
)
const InvitationRegistrationPage = screen(
  () => import('../features/registration/components/InvitationRegistrationPage'),
  'InvitationRegistrationPage',
)
const RegistrationCompletedPage = screen(
  () => import('../features/registration/components/RegistrationCompletedPage'),
  'RegistrationCompletedPage',
)
const SelfRegistrationPage = screen(() => import('../features/registration/components/SelfRegistrationPage'), 'SelfRegistrationPage')
const AcceptRegulationsPage = screen(() => import('../features/regulations/components/AcceptRegulationsPage'), 'AcceptRegulationsPage')
const CmsPageView = screen(() => import('../features/content/components/CmsPageView'), 'CmsPageView')
const FaqPage = screen(() => import('../features/content/components/FaqPage'), 'FaqPage')
const AddCodePage = screen(() => import('../features/codes/components/AddCodePage'), 'AddCodePage')
const CartPage = screen(() => import('../features/catalogue/components/CartPage'), 'CartPage')
const CataloguePage = screen(() => import('../features/catalogue/components/CataloguePage'), 'CataloguePage')
const PointsHistoryPage = screen(() => import('../features/points/components/PointsHistoryPage'), 'PointsHistoryPage')
const NewsListPage = screen(() => import('../features/content/components/NewsListPage'), 'NewsListPage')
const NewsPage = screen(() => import('../features/content/components/NewsPage'), 'NewsPage')
const RulesPage = screen(() => import('../features/content/components/RulesPage'), 'RulesPage')
const ContactBox = screen(() => import('../features/contact/components/ContactBox'), 'ContactBox')
const ContactPage = screen(() => import('../features/contact/components/ContactPage'), 'ContactPage')
const PuzzlePage = screen(() => import('../features/puzzle/components/PuzzlePage'), 'PuzzlePage')
const RankingPage = screen(() => import('../features/ranking/components/RankingPage'), 'RankingPage')

const cmsPages = [
  { path: paths.about, key: 'about' },
  { path: paths.mainPrize, key: 'main-prize' },
  { path: '/superwomen', key: 'superwomen' },
  { path: '/investments', key: 'investments' },
  { path: '/archive', key: 'archive' },
]

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        path: paths.home,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: paths.login,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: paths.start,
        element: (
          <RequireLogin>
            <StartPage />
          </RequireLogin>
        ),
      },
      ...cmsPages.map(({ path, key }) => ({
        path,
        element: (
          <RequireLogin>
            <CmsPageView key={key} pageKey={key} />
          </RequireLogin>
        ),
      })),
      { path: paths.rules, element: <RulesPage /> },
      {
        path: paths.faq,
        element: (
          <RequireLogin>
            <div className="stack">
              <FaqPage />
              <ContactBox />
            </div>
          </RequireLogin>
        ),
      },
      {
        path: paths.catalogue,
        element: (
          <RequireLogin>
            <CataloguePage />
          </RequireLogin>
        ),
      },
      {
        path: paths.cart,
        element: (
          <RequireLogin>
            <CartPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.myPoints,
        element: (
          <RequireLogin redirectTo={paths.login}>
            <PointsHistoryPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.addCode,
        element: (
          <RequireLogin>
            <AddCodePage />
          </RequireLogin>
        ),
      },
      {
        path: '/news',
        element: (
          <RequireLogin>
            <NewsListPage />
          </RequireLogin>
        ),
      },
      {
        path: '/news/:slug',
        element: (
          <RequireLogin>
            <NewsPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.acceptRegulations,
        element: (
          <RequireLogin>
            <AcceptRegulationsPage />
          </RequireLogin>
        ),
      },
      {
        path: '/register/:key',
        element: (
          <GuestOnly redirectTo={paths.home}>
            <InvitationRegistrationPage />
          </GuestOnly>
        ),
      },
      { path: '/registration-completed', element: <RegistrationCompletedPage /> },
      {
        path: paths.selfRegistration,
        element: (
          <GuestOnly>
            <SelfRegistrationPage />
          </GuestOnly>
        ),
      },
      {
        path: '/rejestracja/potwierdzenie/:token/:email',
        element: (
          <GuestOnly>
            <ConfirmRegistrationPage />
          </GuestOnly>
        ),
      },
      {
        path: '/remind-password',
        element: (
          <GuestOnly>
            <RemindPasswordPage />
          </GuestOnly>
        ),
      },
      {
        path: '/password-reset/:token/:email',
        element: (
          <GuestOnly>
            <PasswordResetPage />
          </GuestOnly>
        ),
      },
      {
        path: paths.profile,
        element: (
          <RequireLogin redirectTo={paths.login}>
            <ProfilePage />
          </RequireLogin>
        ),
      },
      {
        path: '/account/edit-data',
        element: (
          <RequireLogin redirectTo={paths.login}>
            <EditDataPage />
          </RequireLogin>
        ),
      },
      {
        path: '/account/edit-authorization',
        element: (
          <RequireLogin redirectTo={paths.login}>
            <EditAuthorizationPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.ranking,
        element: (
          <RequireLogin>
            <RankingPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.puzzle,
        element: (
          <RequireLogin>
            <PuzzlePage />
          </RequireLogin>
        ),
      },
      { path: paths.contactUs, element: <ContactPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

/**
 * The screens by address. Declarative routing (BrowserRouter in main.tsx): the portal loads its data with React
 * Query, not route loaders, and the data router's code was 14 KB of the login page's download (issue 12).
 */
export function AppRoutes() {
  return useRoutes(routes)
}
