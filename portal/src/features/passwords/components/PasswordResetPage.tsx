import { useTranslation } from '../../../lib/i18n'
import { Link, useParams } from 'react-router-dom'
import { paths } from '@portal/shared'
import { SetPasswordPage } from '../../../components/SetPasswordPage'
import { useResetPassword } from '../api/passwords'

/** /password-reset/{token}/{email}: the link from the e-mail sets a new password. */
export function PasswordResetPage() {
  const { t } = useTranslation()
  const { email = '' } = useParams()
  return (
    <SetPasswordPage
      mutation={useResetPassword()}
      title={t('passwords.resetTitle')}
      lead={t('passwords.resetLead', { email })}
      label="newPassword"
      submit={t('passwords.resetSubmit')}
      done={{ title: t('passwords.resetDoneTitle'), text: t('passwords.resetDoneText') }}
      failure={{ title: t('passwords.resetErrorTitle'), text: t('passwords.resetError') }}
      expiredHelp={<Link to={paths.remindPassword}>{t('passwords.askAgain')}</Link>}
    />
  )
}
