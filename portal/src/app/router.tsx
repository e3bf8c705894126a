import { createBrowserRouter } from 'react-router-dom'
import { paths } from '@portal/shared'
import { AboutPage } from '../features/about/components/AboutPage'
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
import { StartPage } from '../features/start/components/StartPage'
import { GuestOnly, RequireLogin } from './guards'
import { Layout } from './layout/Layout'
import { ComingSoonPage } from './routes/ComingSoonPage'
import { NotFoundPage } from './routes/NotFoundPage'

const comingSoon = [
  { path: paths.rules, titleKey: 'nav.rules' },
  { path: paths.ranking, titleKey: 'nav.ranking' },
  { path: paths.mainPrize, titleKey: 'nav.mainPrize' },
  { path: paths.faq, titleKey: 'nav.faq' },
]

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <GuestOnly><LoginPage /></GuestOnly> },
      { path: paths.login, element: <GuestOnly><LoginPage /></GuestOnly> },
      { path: paths.start, element: <RequireLogin><StartPage /></RequireLogin> },
      { path: paths.about, element: <RequireLogin><AboutPage /></RequireLogin> },
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
