import { lazy, Suspense } from 'react'
import { createBrowserRouter } from 'react-router-dom'
import { paths } from '@portal/shared'
import { EditAuthorizationPage } from '../features/account/components/EditAuthorizationPage'
import { EditDataPage } from '../features/account/components/EditDataPage'
import { ProfilePage } from '../features/account/components/ProfilePage'
import { LoginPage } from '../features/auth/components/LoginPage'
import { PasswordResetPage } from '../features/passwords/components/PasswordResetPage'
import { RemindPasswordPage } from '../features/passwords/components/RemindPasswordPage'
import { ConfirmRegistrationPage } from '../features/registration/components/ConfirmRegistrationPage'
import { InvitationRegistrationPage } from '../features/registration/components/InvitationRegistrationPage'
import { RegistrationCompletedPage } from '../features/registration/components/RegistrationCompletedPage'
import { SelfRegistrationPage } from '../features/registration/components/SelfRegistrationPage'
import { AcceptRegulationsPage } from '../features/regulations/components/AcceptRegulationsPage'
import { CmsPageView } from '../features/content/components/CmsPageView'
import { FaqPage } from '../features/content/components/FaqPage'
import { AddCodePage } from '../features/codes/components/AddCodePage'
import { CartPage } from '../features/catalogue/components/CartPage'
import { CataloguePage } from '../features/catalogue/components/CataloguePage'
import { PointsHistoryPage } from '../features/points/components/PointsHistoryPage'
import { NewsListPage } from '../features/content/components/NewsListPage'
import { NewsPage } from '../features/content/components/NewsPage'
import { RulesPage } from '../features/content/components/RulesPage'
import { ContactBox } from '../features/contact/components/ContactBox'
import { ContactPage } from '../features/contact/components/ContactPage'
import { PuzzlePage } from '../features/puzzle/components/PuzzlePage'
import { GuestOnly, RequireLogin } from './guards'
import { Layout } from './layout/Layout'
import { StartPage } from './routes/StartPage'
import { NotFoundPage } from './routes/NotFoundPage'

// Spec §2: the rankings route is lazily loaded.
const RankingPage = lazy(() => import('../features/ranking/components/RankingPage').then((module) => ({ default: module.RankingPage })))

const cmsPages = [
  { path: paths.about, key: 'about' },
  { path: paths.mainPrize, key: 'main-prize' },
  { path: '/superwomen', key: 'superwomen' },
  { path: '/investments', key: 'investments' },
  { path: '/archive', key: 'archive' },
]

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <GuestOnly><LoginPage /></GuestOnly> },
      { path: paths.login, element: <GuestOnly><LoginPage /></GuestOnly> },
      { path: paths.start, element: <RequireLogin><StartPage /></RequireLogin> },
      ...cmsPages.map(({ path, key }) => ({ path, element: <RequireLogin><CmsPageView key={key} pageKey={key} /></RequireLogin> })),
      { path: paths.rules, element: <RulesPage /> },
      { path: paths.faq, element: <RequireLogin><div className="stack"><FaqPage /><ContactBox /></div></RequireLogin> },
      { path: paths.catalogue, element: <RequireLogin><CataloguePage /></RequireLogin> },
      { path: paths.cart, element: <RequireLogin><CartPage /></RequireLogin> },
      { path: paths.myPoints, element: <RequireLogin redirectTo={paths.login}><PointsHistoryPage /></RequireLogin> },
      { path: paths.addCode, element: <RequireLogin><AddCodePage /></RequireLogin> },
      { path: '/news', element: <RequireLogin><NewsListPage /></RequireLogin> },
      { path: '/news/:slug', element: <RequireLogin><NewsPage /></RequireLogin> },
      { path: paths.acceptRegulations, element: <RequireLogin><AcceptRegulationsPage /></RequireLogin> },
      { path: '/register/:key', element: <GuestOnly redirectTo={paths.home}><InvitationRegistrationPage /></GuestOnly> },
      { path: '/registration-completed', element: <RegistrationCompletedPage /> },
      { path: paths.selfRegistration, element: <GuestOnly><SelfRegistrationPage /></GuestOnly> },
      { path: '/rejestracja/potwierdzenie/:token/:email', element: <GuestOnly><ConfirmRegistrationPage /></GuestOnly> },
      { path: '/remind-password', element: <GuestOnly><RemindPasswordPage /></GuestOnly> },
      { path: '/password-reset/:token/:email', element: <GuestOnly><PasswordResetPage /></GuestOnly> },
      { path: paths.profile, element: <RequireLogin redirectTo={paths.login}><ProfilePage /></RequireLogin> },
      { path: '/account/edit-data', element: <RequireLogin redirectTo={paths.login}><EditDataPage /></RequireLogin> },
      { path: '/account/edit-authorization', element: <RequireLogin redirectTo={paths.login}><EditAuthorizationPage /></RequireLogin> },
      { path: paths.ranking, element: <RequireLogin><Suspense fallback={null}><RankingPage /></Suspense></RequireLogin> },
      { path: paths.puzzle, element: <RequireLogin><PuzzlePage /></RequireLogin> },
      { path: paths.contactUs, element: <ContactPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
