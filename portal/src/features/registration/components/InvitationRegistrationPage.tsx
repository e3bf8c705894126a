import { type FormEvent, useEffect } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { completeInvitationRequest, type CompleteInvitationRequest, paths } from '@portal/shared'
import { AddressFields } from '../../../components/AddressFields'
import { ConsentFields } from '../../../components/ConsentFields'
import { Field } from '../../../components/Field'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { ApiError } from '../../../lib/api-client'
import { useForm } from '../../../lib/form'
import { notify } from '../../../lib/notifications/store'
import { usePageData } from '../../../lib/page-data'
import { useProvinces } from '../../../lib/provinces'
import { useCompleteInvitation, useInvitation } from '../api/invitation'

const emptyAddress = { street: '', building: '', local: '', postCode: '', city: '' }

/** /register/{key}: the invited distributor user completes their data, company and consents. */
export function InvitationRegistrationPage() {
  const { t } = useTranslation()
  const { key = '' } = useParams()
  const navigate = useNavigate()
  const { data: pageData } = usePageData()
  const invitation = useInvitation(key)
  const provinces = useProvinces()
  const complete = useCompleteInvitation()
  const form = useForm({
    invitationKey: key,
    user: { firstName: '', lastName: '', phone: '', password: '', passwordConfirmation: '' },
    correspondenceAddress: { ...emptyAddress },
    company: { name: '', taxIdentifier: '', regon: '', address: { ...emptyAddress, county: '', province: '' } },
    statement: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: false },
  })
  const { setValues } = form
  const loaded = invitation.data?.invitation

  useEffect(() => {
    if (!loaded) return
    setValues((current) => ({
      ...current,
      user: { ...current.user, firstName: loaded.first_name, lastName: loaded.last_name, phone: loaded.phone },
      company: { ...current.company, name: loaded.company?.name ?? '', taxIdentifier: loaded.company?.tax_identifier ?? '' },
    }))
  }, [loaded, setValues])

  if (invitation.isPending) return <p className="loading">{t('common.loading')}</p>
  if (invitation.isError) {
    return (
      <section className="card card--narrow" aria-labelledby="invitation-error">
        <h1 id="invitation-error">{t('registration.invalidTitle')}</h1>
        <p className="lead">{invitation.error.message}</p>
        <p>{t('registration.invalidHelp', { email: pageData?.dth.email })}</p>
        <Link className="button" to={paths.home}>
          {t('registration.goToLogin')}
        </Link>
      </section>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.validate(completeInvitationRequest)) return notify('warning', t('registration.errorTitle'), t('registration.fixErrors'))
    complete.mutate(form.values as CompleteInvitationRequest, {
      onSuccess: () => navigate(paths.registrationCompleted),
      onError: (error) => {
        if (!form.takeFrom(error))
          notify('error', t('registration.errorTitle'), error instanceof ApiError ? error.message : t('registration.error'))
        else notify('warning', t('registration.errorTitle'), t('registration.fixErrors'))
      },
    })
  }

  return (
    <section className="card">
      <h1>{t('registration.title')}</h1>
      <p className="lead">{t('registration.lead')}</p>
      <form onSubmit={submit} noValidate className="form">
        <fieldset>
          <legend>{t('registration.personal')}</legend>
          <div className="grid grid--2">
            <Field form={form} name="user.firstName" label={t('account.firstName')} autoComplete="given-name" />
            <Field form={form} name="user.lastName" label={t('account.lastName')} autoComplete="family-name" />
          </div>
          <div className="grid grid--2">
            <div className="field">
              <label htmlFor="invitation-email">{t('account.email')}</label>
              <input id="invitation-email" value={loaded?.email ?? ''} readOnly aria-readonly="true" />
            </div>
            <Field
              form={form}
              name="user.phone"
              label={t('account.phone')}
              hint={t('account.phoneHint')}
              inputMode="tel"
              autoComplete="tel-national"
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('registration.company')}</legend>
          <div className="grid grid--2">
            <Field form={form} name="company.name" label={t('account.companyName')} autoComplete="organization" />
            <Field form={form} name="company.taxIdentifier" label={t('account.nip')} inputMode="numeric" />
          </div>
          <Field form={form} name="company.regon" label={t('account.regon')} inputMode="numeric" optional />
          <h2 className="subheading">{t('registration.companyAddress')}</h2>
          <AddressFields form={form} prefix="company.address" postCodeKey="postCode" provinces={provinces.data ?? []} />
        </fieldset>
        <fieldset>
          <legend>{t('registration.correspondenceAddress')}</legend>
          <AddressFields form={form} prefix="correspondenceAddress" postCodeKey="postCode" />
        </fieldset>
        <fieldset>
          <legend>{t('registration.password')}</legend>
          <div className="grid grid--2">
            <NewPasswordFields form={form} password="user.password" confirmation="user.passwordConfirmation" label="password" />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('registration.consents')}</legend>
          <ConsentFields form={form} prefix="statement" values={form.values.statement} documents={pageData?.documents} />
        </fieldset>
        <button type="submit" className="button button--primary" disabled={complete.isPending}>
          {t('registration.submit')}
        </button>
      </form>
    </section>
  )
}
