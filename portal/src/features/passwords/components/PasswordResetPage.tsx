import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { PASSWORD_HINT, paths, setPasswordRequest } from '@portal/shared'
import { Field } from '../../../components/Field'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { useResetPassword } from '../api/passwords'

/** /password-reset/{token}/{email}: the link from the e-mail sets a new password. */
export function PasswordResetPage() {
  const { t } = useTranslation()
  const { token = '', email = '' } = useParams()
  const reset = useResetPassword()
  const form = useForm({ password: '', password_confirmation: '' })
  const [done, setDone] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate(setPasswordRequest, { ...form.values, token, email })) return
    reset.mutate(
      { token, email, ...form.values },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          form.takeFrom(error)
          notify('error', t('passwords.resetErrorTitle'), t('passwords.resetError'))
        },
      },
    )
  }

  if (done) {
    return (
      <section className="card card--narrow">
        <h1>{t('passwords.resetDoneTitle')}</h1>
        <p className="lead">{t('passwords.resetDoneText')}</p>
        <Link className="button button--primary" to={paths.home}>
          {t('registration.goToLogin')}
        </Link>
      </section>
    )
  }
  const tokenError = form.errorFor('token')
  return (
    <section className="card card--narrow">
      <h1>{t('passwords.resetTitle')}</h1>
      <p className="lead">{t('passwords.resetLead', { email })}</p>
      {tokenError && (
        <p className="alert" role="alert">
          {tokenError} <Link to="/remind-password">{t('passwords.askAgain')}</Link>
        </p>
      )}
      <form onSubmit={submit} noValidate className="form">
        <Field
          form={form}
          name="password"
          type="password"
          label={t('account.newPassword')}
          hint={PASSWORD_HINT}
          autoComplete="new-password"
        />
        <Field
          form={form}
          name="password_confirmation"
          type="password"
          label={t('account.passwordConfirmation')}
          autoComplete="new-password"
        />
        <button type="submit" className="button button--primary" disabled={reset.isPending}>
          {t('passwords.resetSubmit')}
        </button>
      </form>
    </section>
  )
}
