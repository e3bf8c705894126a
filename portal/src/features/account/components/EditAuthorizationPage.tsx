import { type FormEvent, useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { credentialsRequest } from '@portal/shared'
import { Field } from '../../../components/Field'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { usePageData } from '../../../lib/page-data'
import { useSaveCredentials } from '../api/account'

/** /account/edit-authorization: login name and password (other sessions end). */
export function EditAuthorizationPage() {
  const { t } = useTranslation()
  const { data: pageData } = usePageData()
  const save = useSaveCredentials()
  const form = useForm({ user: { name: '', current_password: '', password: '', password_confirmation: '' } })
  const { setValues } = form
  const currentName = pageData?.user?.name ?? ''

  useEffect(() => {
    setValues((current) => ({ user: { ...current.user, name: current.user.name || currentName } }))
  }, [currentName, setValues])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate(credentialsRequest)) return
    save.mutate(form.values, {
      onSuccess: () => {
        notify('success', t('acceptRegulations.savedTitle'), 'account.credentials.saved')
        setValues((current) => ({ user: { ...current.user, current_password: '', password: '', password_confirmation: '' } }))
      },
      onError: (error) => {
        form.takeFrom(error)
        notify('error', t('account.editData.errorTitle'), t('account.editData.failedInfo'))
      },
    })
  }

  return (
    <section className="card card--narrow">
      <h1>{t('account.credentials.title')}</h1>
      <p className="lead">{t('account.credentials.lead')}</p>
      <form onSubmit={submit} noValidate className="form">
        <Field form={form} name="user.name" label={t('account.login')} autoComplete="username" />
        <Field
          form={form}
          name="user.current_password"
          type="password"
          label={t('account.currentPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} password="user.password" confirmation="user.password_confirmation" />
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('account.save')}
        </button>
      </form>
    </section>
  )
}
