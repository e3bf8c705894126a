import { useTranslation } from '../../../lib/i18n'
import { useParams } from 'react-router-dom'
import { SetPasswordPage } from '../../../components/SetPasswordPage'
import { notify } from '../../../lib/notifications/store'
import { useConfirmRegistration } from '../api/selfRegistration'

/** The link from the confirmation e-mail: the tradesperson sets a password, and the account can log in. */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation()
  const { email = '' } = useParams()
  return (
    <SetPasswordPage
      mutation={useConfirmRegistration()}
      title={t('selfRegistration.confirmTitle')}
      lead={t('selfRegistration.confirmLead', { email })}
      label="password"
      submit={t('selfRegistration.confirmSubmit')}
      done={{ title: t('selfRegistration.confirmedTitle'), text: t('selfRegistration.confirmed') }}
      failure={{ title: t('registration.errorTitle'), text: t('selfRegistration.confirmFailed') }}
      onDone={() => notify('success', t('selfRegistration.confirmedTitle'), 'selfRegistration.confirmed')}
    />
  )
}
