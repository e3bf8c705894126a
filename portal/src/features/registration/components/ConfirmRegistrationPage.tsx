import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { PASSWORD_HINT, paths, setPasswordRequest } from '@portal/shared'
import { Field } from '../../../components/Field'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { useConfirmRegistration } from '../api/selfRegistration'

/** The link from the confirmation e-mail: the tradesperson sets a password, and the account can log in. */
export function ConfirmRegistrationPage() {
  const { t } = useTranslation()
  const { token = '', email = '' } = useParams()
  const confirm = useConfirmRegistration()
  const form = useForm({ password: '', password_confirmation: '' })
  const [done, setDone] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate(setPasswordRequest, { ...form.values, token, email })) return
    confirm.mutate(
      { token, email, ...form.values },
      {
        onSuccess: () => {
          notify('success', t('selfRegistration.confirmedTitle'), 'selfRegistration.confirmed')
          setDone(true)
        },
        onError: (error) => {
          form.takeFrom(error)
          notify('error', t('registration.errorTitle'), t('selfRegistration.confirmFailed'))
        },
      },
    )
  }

  if (done) {
    return (
      <section className="card card--narrow card--center">
        <h1>{t('selfRegistration.confirmedTitle')}</h1>
        <p className="lead">{t('selfRegistration.confirmed')}</p>
        <Link className="button button--primary" to={paths.home}>
          {t('registration.goToLogin')}
        </Link>
      </section>
    )
  }
  const tokenError = form.errorFor('token')
  return (
    <section className="card card--narrow">
      <h1>{t('selfRegistration.confirmTitle')}</h1>
      <p className="lead">{t('selfRegistration.confirmLead', { email })}</p>
      {tokenError && (
        <p className="alert" role="alert">
          {tokenError}
        </p>
      )}
      <form onSubmit={submit} noValidate className="form">
        <Field form={form} name="password" type="password" label={t('account.password')} hint={PASSWORD_HINT} autoComplete="new-password" />
        <Field
          form={form}
          name="password_confirmation"
          type="password"
          label={t('account.passwordConfirmation')}
          autoComplete="new-password"
        />
        <button type="submit" className="button button--primary" disabled={confirm.isPending}>
          {t('selfRegistration.confirmSubmit')}
        </button>
      </form>
    </section>
  )
}
