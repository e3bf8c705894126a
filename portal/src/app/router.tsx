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
import { GuestOnly, RequireLogin } from './guards'
import { Layout } from './layout/Layout'
import { ComingSoonPage } from './routes/ComingSoonPage'
import { StartPage } from './routes/StartPage'
import { NotFoundPage } from './routes/NotFoundPage'

/** Sections whose features come with later issues (rankings with the contest, contact with its form). */
const comingSoon = [{ path: paths.ranking, titleKey: 'nav.ranking' }]

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
      { path: paths.faq, element: <RequireLogin><FaqPage /></RequireLogin> },
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
      ...comingSoon.map(({ path, titleKey }) => ({ path, element: <RequireLogin><ComingSoonPage titleKey={titleKey} /></RequireLogin> })),
      { path: paths.contactUs, element: <ComingSoonPage titleKey="nav.contactUs" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])
