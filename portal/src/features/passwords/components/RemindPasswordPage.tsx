import { type FormEvent, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from 'react-router-dom'
import { paths } from '@portal/shared'
import { Field } from '../../../components/Field'
import { ApiError } from '../../../lib/api-client'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { useRemindPassword } from '../api/passwords'

export function RemindPasswordPage() {
  const { t } = useTranslation()
  const remind = useRemindPassword()
  const form = useForm({ email: '' })
  const [sent, setSent] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.values.email.trim()) {
      notify('warning', t('login.warningTitle'), t('passwords.emailRequired'))
      return
    }
    remind.mutate(form.values.email, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (!form.takeFrom(error))
          notify('error', t('passwords.remindErrorTitle'), error instanceof ApiError ? error.message : t('passwords.remindError'))
      },
    })
  }

  if (sent) {
    return (
      <section className="card card--narrow">
        <h1>{t('passwords.remindSentTitle')}</h1>
        <p className="lead">{t('passwords.remindSentText')}</p>
        <Link className="button" to={paths.home}>
          {t('registration.goToLogin')}
        </Link>
      </section>
    )
  }
  return (
    <section className="card card--narrow">
      <h1>{t('passwords.remindTitle')}</h1>
      <p className="lead">{t('passwords.remindLead')}</p>
      <form onSubmit={submit} noValidate className="form">
        <Field form={form} name="email" type="email" label={t('login.email')} autoComplete="email" />
        <button type="submit" className="button button--primary" disabled={remind.isPending}>
          {t('passwords.remindSubmit')}
        </button>
      </form>
    </section>
  )
}
