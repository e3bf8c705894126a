import { type ComponentType, lazy } from 'react'
import { type RouteObject, useRoutes } from 'react-router-dom'
import { paths, patterns } from '@portal/shared'
import { LoginPage } from '../features/auth/components/LoginPage'
import { loadScreenTexts } from '../lib/i18n'
import { GuestOnly, RequireLogin } from './guards'
import { Layout } from './layout/Layout'
import { NotFoundPage } from './routes/NotFoundPage'

/** A screen loaded on its first visit (spec §2 asks it of the rankings), with the screens' texts: the login page's download stays small. */
function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => Promise.all([load(), loadScreenTexts()]).then(([component]) => ({ default: component })))
}

const StartPage = screen(() => import('./routes/StartPage').then((m) => m.StartPage))
const EditAuthorizationPage = screen(() =>
  import('../features/account/components/EditAuthorizationPage').then((m) => m.EditAuthorizationPage),
)
const EditDataPage = screen(() => import('../features/account/components/EditDataPage').then((m) => m.EditDataPage))
const ProfilePage = screen(() => import('../features/account/components/ProfilePage').then((m) => m.ProfilePage))
const PasswordResetPage = screen(() => import('../features/passwords/components/PasswordResetPage').then((m) => m.PasswordResetPage))
const RemindPasswordPage = screen(() => import('../features/passwords/components/RemindPasswordPage').then((m) => m.RemindPasswordPage))
const ConfirmRegistrationPage = screen(() =>
  import('../features/registration/components/ConfirmRegistrationPage').then((m) => m.ConfirmRegistrationPage),
)
const InvitationRegistrationPage = screen(() =>
  import('../features/registration/components/InvitationRegistrationPage').then((m) => m.InvitationRegistrationPage),
)
const RegistrationCompletedPage = screen(() =>
  import('../features/registration/components/RegistrationCompletedPage').then((m) => m.RegistrationCompletedPage),
)
const SelfRegistrationPage = screen(() =>
  import('../features/registration/components/SelfRegistrationPage').then((m) => m.SelfRegistrationPage),
)
const AcceptRegulationsPage = screen(() =>
  import('../features/regulations/components/AcceptRegulationsPage').then((m) => m.AcceptRegulationsPage),
)
const CmsPageView = screen(() => import('../features/content/components/CmsPageView').then((m) => m.CmsPageView))
const FaqPage = screen(() => import('../features/content/components/FaqPage').then((m) => m.FaqPage))
const AddCodePage = screen(() => import('../features/codes/components/AddCodePage').then((m) => m.AddCodePage))
const CartPage = screen(() => import('../features/catalogue/components/CartPage').then((m) => m.CartPage))
const CataloguePage = screen(() => import('../features/catalogue/components/CataloguePage').then((m) => m.CataloguePage))
const PointsHistoryPage = screen(() => import('../features/points/components/PointsHistoryPage').then((m) => m.PointsHistoryPage))
const NewsListPage = screen(() => import('../features/content/components/NewsListPage').then((m) => m.NewsListPage))
const NewsPage = screen(() => import('../features/content/components/NewsPage').then((m) => m.NewsPage))
const RulesPage = screen(() => import('../features/content/components/RulesPage').then((m) => m.RulesPage))
const ContactBox = screen(() => import('../features/contact/components/ContactBox').then((m) => m.ContactBox))
const ContactPage = screen(() => import('../features/contact/components/ContactPage').then((m) => m.ContactPage))
const PuzzlePage = screen(() => import('../features/puzzle/components/PuzzlePage').then((m) => m.PuzzlePage))
const RankingPage = screen(() => import('../features/ranking/components/RankingPage').then((m) => m.RankingPage))

const cmsPages = [
  { path: paths.about, key: 'about' },
  { path: paths.mainPrize, key: 'main-prize' },
  { path: paths.superwomen, key: 'superwomen' },
  { path: paths.investments, key: 'investments' },
  { path: paths.archive, key: 'archive' },
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
        path: paths.news,
        element: (
          <RequireLogin>
            <NewsListPage />
          </RequireLogin>
        ),
      },
      {
        path: patterns.newsItem,
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
        path: patterns.invitation,
        element: (
          <GuestOnly redirectTo={paths.home}>
            <InvitationRegistrationPage />
          </GuestOnly>
        ),
      },
      { path: paths.registrationCompleted, element: <RegistrationCompletedPage /> },
      {
        path: paths.selfRegistration,
        element: (
          <GuestOnly>
            <SelfRegistrationPage />
          </GuestOnly>
        ),
      },
      {
        path: patterns.confirmRegistration,
        element: (
          <GuestOnly>
            <ConfirmRegistrationPage />
          </GuestOnly>
        ),
      },
      {
        path: paths.remindPassword,
        element: (
          <GuestOnly>
            <RemindPasswordPage />
          </GuestOnly>
        ),
      },
      {
        path: patterns.passwordReset,
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
        path: paths.editData,
        element: (
          <RequireLogin redirectTo={paths.login}>
            <EditDataPage />
          </RequireLogin>
        ),
      },
      {
        path: paths.editAuthorization,
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
